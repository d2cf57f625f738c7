import { expect, test } from './fixtures.ts'
import { freshCustomer } from './account-money-support.ts'
import { inArabic } from './language-support.ts'

test.describe('the address book', () => {
  test('adds an address through the map, edits it and deletes it', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Maryam')
    await signedInAs(page, customer.phone)
    await page.goto('/address/a/')

    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Add a new address' }).click()
    const modal = page.getByRole('dialog', { name: 'New address' })
    const map = modal.getByTestId('location-map')
    await expect(map).toBeVisible()
    // No tile server is configured here: the bare grid says why.
    await expect(map.getByRole('status')).toHaveText(
      'The map cannot be shown right now. You can still move the pin.',
    )
    // Near Muscat, at zoom 14.
    await expect(map).toHaveAttribute('data-lat', '23.59000')
    await expect(map).toHaveAttribute('data-lng', '58.39000')

    // Tapping a spot moves the pin there; the point then fills the form.
    const box = (await map.boundingBox())!
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } })
    await expect(map).not.toHaveAttribute('data-lng', '58.39000')
    await modal.getByRole('button', { name: 'Confirm location' }).click()
    const sheet = modal.getByTestId('address-sheet')
    await expect(sheet.getByLabel('Province')).toHaveValue('Muscat')
    await expect(sheet.getByLabel('Province')).toHaveAttribute('readonly', '')
    await expect(sheet.getByLabel('City')).toHaveValue('bawshar')
    const save = sheet.getByRole('button', { name: 'Save address' })
    await expect(save).toBeDisabled()

    await sheet.getByLabel('Address name').fill('Home')
    const street = sheet.getByLabel('Street address')
    await street.fill('')
    await street.blur()
    await expect(sheet.getByText('Enter the street address.')).toBeVisible()
    await street.fill('Way 3021, Building 45')
    const city = sheet.getByLabel('City')
    await city.fill('')
    await city.blur()
    await expect(sheet.getByText('Enter the city.')).toBeVisible()
    await city.fill('bawshar')
    const postal = sheet.getByLabel('Postal code')
    await postal.fill('')
    await postal.blur()
    await expect(sheet.getByText('Enter the postal code.')).toBeVisible()
    await postal.pressSequentially('1x3')
    await expect(postal).toHaveValue('13')
    await expect(sheet.getByText('The postal code must be exactly 3 digits.')).toBeVisible()
    await expect(save).toBeDisabled()
    await street.fill('x'.repeat(255))
    await expect(street).toHaveValue('x'.repeat(255))
    await street.fill('Way 3021, Building 45')
    await postal.fill('133')
    await expect(save).toBeEnabled()
    await save.click()

    await expect(page.getByText('Address saved.')).toBeVisible()
    await expect(modal).toBeHidden()
    const card = page.getByTestId('address-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Home')
    await expect(card).toContainText('Way 3021, Building 45')
    await expect(card).toContainText('bawshar')
    const stored = await backend.server.deps.db.one<{
      street_address_2: string
      postal_code: string
      country_area: string
      metadata: { location: string }
    }>('select * from addresses where user_id = $1', [customer.id])
    expect(stored).toMatchObject({
      street_address_2: 'Muscat',
      postal_code: '133',
      country_area: '',
    })
    expect(stored!.metadata.location).toMatch(/^58\.\d+, 23\.\d+$/)

    // Editing opens map and form with the address.
    await page.getByRole('button', { name: 'Edit Home' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit address' })
    await expect(edit.getByLabel('Street address')).toHaveValue('Way 3021, Building 45')
    await expect(edit.getByTestId('location-map')).toBeVisible()
    await edit.getByLabel('Street address').fill('Way 3022, Villa 7')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Address updated.')).toBeVisible()
    await expect(card).toContainText('Way 3022, Villa 7')

    await page.getByRole('button', { name: 'Delete Home' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete address' })
    await confirm.getByRole('button', { name: 'No' }).click()
    await expect(confirm).toBeHidden()
    await expect(card).toHaveCount(1)
    await page.getByRole('button', { name: 'Delete Home' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByText('Address deleted.')).toBeVisible()
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
  })

  test('starts at the device when it allows, and keeps its center when it does not', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Salma')
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 17.0194, longitude: 54.0897 })
    await signedInAs(page, customer.phone)
    await page.goto('/address/a/')
    await page.getByRole('button', { name: 'Add a new address' }).click()
    const modal = page.getByRole('dialog', { name: 'New address' })
    const map = modal.getByTestId('location-map')
    await expect(map).toHaveAttribute('data-lat', '17.01940')
    await modal.getByRole('button', { name: 'Confirm location' }).click()
    await expect(modal.getByLabel('Province')).toHaveValue('Dhofar')
    await expect(modal.getByLabel('City')).toHaveValue('salalah')

    await context.clearPermissions()
    await page.reload()
    await page.getByRole('button', { name: 'Add a new address' }).click()
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-lat', '23.59000')
    await page.getByRole('button', { name: 'My location' }).click()
    await expect(page.getByText('Your location is not available.', { exact: false })).toBeVisible()
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-lat', '23.59000')
  })

  test('in Arabic, from the delivery step, back to delivery', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Aisha')
    await inArabic(page)
    await signedInAs(page, customer.phone)
    await page.goto('/address/d/')
    await expect(page.getByText('لا توجد لديك عناوين محفوظة بعد.')).toBeVisible()
    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click()
    const modal = page.getByRole('dialog', { name: 'عنوان جديد' })
    await expect(modal.getByTestId('map-note')).toHaveText(
      'لا يمكن عرض الخريطة الآن. لا يزال بإمكانك تحريك الدبوس.',
    )
    await modal.getByTestId('location-map').focus()
    await page.keyboard.press('ArrowUp')
    await modal.getByRole('button', { name: 'تأكيد الموقع' }).click()
    await expect(modal.getByLabel('المحافظة')).toHaveValue('مسقط')
    await expect(modal.getByLabel('المدينة')).toHaveValue('بوشر')
    await modal.getByLabel('اسم العنوان').fill('المكتب')
    await modal.getByLabel('عنوان الشارع').fill('سكة 2601، مبنى 8')
    await modal.getByLabel('الرمز البريدي').fill('1')
    await modal.getByLabel('الرمز البريدي').blur()
    await expect(modal.getByText('يجب أن يتكون الرمز البريدي من 3 أرقام بالضبط.')).toBeVisible()
    await modal.getByLabel('الرمز البريدي').fill('118')
    await modal.getByRole('button', { name: 'حفظ العنوان' }).click()
    await expect(page.getByText('تم حفظ العنوان.')).toBeVisible()
    await expect(page.getByTestId('address-card')).toContainText('المكتب')

    await page.getByRole('link', { name: 'العودة إلى التوصيل' }).first().click()
    await expect(page).toHaveURL(/\/delivery\/?$/)
  })

  test('sends a visitor to sign in first', async ({ page }) => {
    await page.goto('/address/a/')
    await expect(page).toHaveURL(/\/login\/d\/\?redirect=%2Faddress%2Fa%2F/)
  })
})
