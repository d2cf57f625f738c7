import { addFromProductPage, fixtureProducts } from './checkout-support.ts'
import { popupAlreadySeen } from './catalogue-support.ts'
import { expect, test } from './fixtures.ts'
test('probe', async ({ page, backend, signedInAs }) => {
  await popupAlreadySeen(page, backend)
  await signedInAs(page, '96891234567')
  await addFromProductPage(page, fixtureProducts.plain.id)
  await page.goto('/delivery/')
  await expect(page.getByTestId('delivery-address').first()).toBeVisible()
  const radios = page.getByTestId('delivery-address')
  const show = async (label: string) => {
    const out = []
    for (let i = 0; i < (await radios.count()); i++)
      out.push(await radios.nth(i).getAttribute('data-checked'))
    console.log(label, out.join(','))
  }
  await page.waitForTimeout(1500)
  await show('start')
  await radios.nth(1).click()
  await page.waitForTimeout(2500)
  await show('after click')
  await page.reload()
  await page.waitForTimeout(2500)
  await show('after reload')
  const checkout = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hig:session')!).checkoutId,
  )
  const r = await backend.graphql<any>(
    '/graphql/',
    `query($id: ID!){ checkout(id:$id){ shippingAddress { companyName streetAddress1 streetAddress2 city postalCode country{code} metadata{key value} } } }`,
    { id: checkout },
    (await backend.signIn('96891234567')).accessToken,
  )
  console.log(JSON.stringify(r))
})
