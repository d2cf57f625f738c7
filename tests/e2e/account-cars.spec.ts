// /mycars/: the person's cars with the type → brand → model → year cascade, editing and
// deleting with a confirmation.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { expectVisitorSentTo, toastWith, test } from './account-support.ts'

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('my cars', () => {
  test('sends a visitor to sign in', async ({ page }) => {
    await expectVisitorSentTo(page, '/mycars/', '/login/d/')
  })

  test('adds, edits and deletes a car', async ({ page, backend, customerSignedIn }) => {
    const person = await customerSignedIn()
    await page.goto('/mycars/')
    await expect(page.getByTestId('empty-state')).toContainText('You have no cars yet.')
    await page.getByTestId('car-add').click()
    const modal = page.getByRole('dialog', { name: 'Add a car' })
    await expect(modal).toBeVisible()
    // Each list opens once the one before has a value.
    await expect(page.getByTestId('car-brand')).toBeDisabled()
    await expect(page.getByTestId('car-model')).toBeDisabled()
    await expect(page.getByTestId('car-year')).toBeDisabled()
    await page.getByTestId('car-save').click()
    await expect(modal.getByRole('alert')).toHaveText('Choose the type, brand, model and year.')
    await choose(page, 'car-type', 'Passenger')
    await expect(page.getByTestId('car-brand')).toBeEnabled()
    await choose(page, 'car-brand', 'Toyota')
    await choose(page, 'car-model', 'Corolla')
    await choose(page, 'car-year', '2020')
    // A new brand clears the model and the year.
    await choose(page, 'car-brand', 'Nissan')
    await expect(page.getByTestId('car-model')).toHaveValue('')
    await expect(page.getByTestId('car-year')).toBeDisabled()
    await page.getByTestId('car-save').click()
    await expect(modal.getByRole('alert')).toHaveText('Choose the type, brand, model and year.')
    await choose(page, 'car-model', 'Patrol')
    await choose(page, 'car-year', '2019')
    await page.getByTestId('car-save').click()
    await expect(toastWith(page, 'The car was added.')).toBeVisible()
    await expect(page.getByTestId('car-name')).toHaveText(['Nissan Patrol'])

    await page.getByTestId('car-edit').click()
    const edit = page.getByRole('dialog', { name: 'Edit car' })
    await expect(page.getByTestId('car-model')).toHaveValue('Patrol')
    await choose(page, 'car-year', '2022')
    await edit.getByTestId('car-save').click()
    await expect(toastWith(page, 'The car was updated.')).toBeVisible()
    await expect(page.getByTestId('car-item')).toContainText('2022')

    await page.getByTestId('car-delete').click()
    await expect(page.getByText('Are you sure you want to delete this car?')).toBeVisible()
    await page.getByTestId('delete-no').click()
    await expect(page.getByTestId('car-item')).toHaveCount(1)
    await page.getByTestId('car-delete').click()
    await page.getByTestId('delete-yes').click()
    await expect(toastWith(page, 'The car was deleted.')).toBeVisible()
    await expect(page.getByTestId('empty-state')).toContainText('You have no cars yet.')
    const left = await backend.server.deps.db.one<{ n: number }>(
      'select count(*)::int as n from user_cars where user_id = $1',
      [person.id],
    )
    expect(left?.n).toBe(0)
  })

  test('works in Arabic', async ({ page, customerSignedIn }) => {
    await customerSignedIn({ cars: [{ brand: 'Toyota', model: 'Camry', year: 2018 }] }, 'ar')
    await page.goto('/mycars/')
    await expect(page.getByTestId('car-name')).toHaveText(['تويوتا كامري'])
    await page.getByTestId('car-add').click()
    await expect(page.getByRole('dialog', { name: 'إضافة سيارة' })).toBeVisible()
    await page.getByTestId('car-save').click()
    await expect(page.getByText('اختر النوع والعلامة التجارية والطراز والسنة.')).toBeVisible()
    await choose(page, 'car-type', 'سيارات الركاب')
    await choose(page, 'car-brand', 'هيونداي')
    await choose(page, 'car-model', 'إلنترا')
    await choose(page, 'car-year', '2017')
    await page.getByTestId('car-save').click()
    await expect(toastWith(page, 'تمت إضافة السيارة.')).toBeVisible()
    await expect(page.getByTestId('car-name')).toHaveText(['تويوتا كامري', 'هيونداي إلنترا'])
    await page.getByTestId('car-delete').first().click()
    await expect(page.getByText('هل أنت متأكد من حذف هذه السيارة؟')).toBeVisible()
    await page.getByTestId('delete-yes').click()
    await expect(page.getByTestId('car-name')).toHaveText(['هيونداي إلنترا'])
  })
})
