// Conflicts told, never hidden (issue 41, decision 291): when the server's answer to the
// changes made offline differs from what the person asked or saw, each product says what
// changed, in both languages, nothing goes silently, and Next waits for the person to say they
// have checked the cart. Then: signing out asks before dropping unsent changes, and the next
// person on the device never sees or sends them.
import { expect, test } from './fixtures.ts'
import { badge, newCustomer, type Customer } from './checkout-support.ts'
import {
  addOnPage,
  cartOnServer,
  changeListing,
  changesOnDevice,
  closeMuscat,
  productUrl,
  seedProducts,
  customerWithCatalog,
} from './cart-offline-support.ts'
import type { Backend } from './fixtures.ts'

test.use({ serviceWorkers: 'allow' })

const texts = {
  en: {
    waiting: 'Not confirmed yet: waiting for a connection.',
    heading: 'Your cart changed when the server confirmed it',
    outOfStock: 'Out of stock now: not added to your cart.',
    lessStock: 'Only 1 left: your cart has 1 instead of 2.',
    price: 'The price changed:',
    unavailable: 'No longer sold in your store location: not added to your cart.',
    gone: 'Your earlier cart was completed or replaced on another device.',
  },
  ar: {
    waiting: 'لم يُثبَّت بعد: بانتظار عودة الاتصال.',
    heading: 'تغيّرت سلتك حين ثبّتها الخادم',
    outOfStock: 'نفد من المخزون، فلم يُضَف إلى سلتك.',
    lessStock: 'المتبقي 1 فقط، فصار في سلتك 1 بدلًا من 2.',
    price: 'تغيّر السعر:',
    unavailable: 'لم يعد يُباع في موقع متجرك، فلم يُضَف إلى سلتك.',
    gone: 'أُتمّ طلب سلتك السابقة أو استُبدلت على جهاز آخر',
  },
}

for (const language of ['en', 'ar'] as const) {
  test(`each conflict is told on its product and confirmed before paying (${language})`, async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    const text = texts[language]
    const customerOf = await customerWithCatalog(page, backend, signedInAs, { language })
    const from = language === 'en' ? 8 : 12
    const [soldOut, scarce, dearer, delisted] = await seedProducts(backend, from, 4)
    const name = (product: { name: string; nameAr: string }) =>
      language === 'ar' ? product.nameAr : product.name

    await context.setOffline(true)
    for (const product of [soldOut!, scarce!, scarce!, dearer!, delisted!]) {
      await addOnPage(page, product)
    }
    await expect(badge(page)).toHaveText('5')

    // Meanwhile, on the server: one sold out, one down to its last piece, one dearer, one no
    // longer sold in the person's store location.
    const restore = [
      await changeListing(backend, soldOut!, { quantity: 0 }),
      await changeListing(backend, scarce!, { quantity: 1 }),
      await changeListing(backend, dearer!, { price: dearer!.price + 1500 }),
      await changeListing(backend, delisted!, { listed: false }),
    ]
    try {
      await page.goto('/cart/')
      await expect(page.getByTestId('cart-line-state')).toHaveText(Array(4).fill(text.waiting))
      await context.setOffline(false)
      const notices = page.getByTestId('cart-notices')
      await expect(notices).toBeVisible({ timeout: 20_000 })
      await expect(notices).toContainText(text.heading)
      await expect.poll(() => changesOnDevice(page)).toEqual([])

      // The products the server did not take are named one by one above the lines.
      const loose = page.getByTestId('cart-loose-notice')
      await expect(loose.and(page.locator('[data-kind="out-of-stock"]'))).toHaveText(
        `${name(soldOut!)}: ${text.outOfStock}`,
      )
      await expect(loose.and(page.locator('[data-kind="unavailable"]'))).toHaveText(
        `${name(delisted!)}: ${text.unavailable}`,
      )
      // Those it took otherwise say so on their line.
      const lines = page.getByTestId('cart-line')
      await expect(lines).toHaveCount(2)
      const scarceLine = lines.filter({ hasText: name(scarce!) })
      await expect(scarceLine.getByTestId('cart-line-quantity')).toHaveText('1')
      await expect(scarceLine.getByTestId('cart-line-notice')).toHaveText(text.lessStock)
      const dearerLine = lines.filter({ hasText: name(dearer!) })
      await expect(dearerLine.getByTestId('cart-line-notice')).toHaveAttribute(
        'data-kind',
        'price-changed',
      )
      await expect(dearerLine.getByTestId('cart-line-notice')).toContainText(text.price)
      expect(await cartOnServer(backend, customerOf)).toEqual([
        { [scarce!.variantId]: 1, [dearer!.variantId]: 1 },
      ])
      await expect(badge(page)).toHaveText('2')

      // Next waits until the person says they have checked the cart.
      await page.getByTestId('cart-next').click()
      await expect(page.getByTestId('cart-next-held')).toHaveAttribute('data-held', 'notices')
      await expect(page).toHaveURL(/\/cart\/$/)
      await page.getByTestId('cart-notices-confirm').click()
      await expect(notices).toBeHidden()
      await expect(page.getByTestId('cart-line-notice')).toHaveCount(0)
      await page.getByTestId('cart-next').click()
      await expect(page).toHaveURL(/\/delivery\/$/)
    } finally {
      for (const undo of restore) await undo()
    }
  })
}

// An amount as a sentence writes it: "12.500 OMR", kept left to right (U+2066 … U+2069).
const inText = (baisa: number) =>
  `\u2066${Math.trunc(baisa / 1000)}.${String(baisa % 1000).padStart(3, '0')} OMR\u2069`

test('a sale that ended meanwhile: the line tells both amounts, and Next waits for the person', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const [product] = await seedProducts(backend, 22, 1)
  // The device saves the catalog while the product is a tenth off.
  const onSale = product!.price - Math.round(product!.price / 10)
  const restore = await changeListing(backend, product!, {
    discount: { kind: 'percentage', value: 10 },
  })
  try {
    const person = await customerWithCatalog(page, backend, signedInAs)
    await context.setOffline(true)
    await addOnPage(page, product!)
    await addOnPage(page, product!)
    await expect(badge(page)).toHaveText('2')
    // Meanwhile, on the server, the sale ends.
    await changeListing(backend, product!, { discount: { kind: 'none', value: 0 } })

    await page.goto('/cart/')
    const line = page.getByTestId('cart-line')
    await expect(line.getByTestId('cart-line-payable')).toContainText(inText(onSale).slice(1, -1))
    await context.setOffline(false)
    const notice = line.getByTestId('cart-line-notice')
    await expect(notice).toHaveAttribute('data-kind', 'discount-changed', { timeout: 20_000 })
    await expect(notice).toHaveText(
      `The discount changed: ${inText(onSale)} is now ${inText(product!.price)} each.`,
    )
    await expect(line.getByTestId('cart-line-payable')).toContainText(
      inText(product!.price).slice(1, -1),
    )
    await expect(page.getByTestId('cart-notices')).toContainText(texts.en.heading)
    expect(await changesOnDevice(page)).toEqual([])
    expect(await cartOnServer(backend, person)).toEqual([{ [product!.variantId]: 2 }])

    await page.getByTestId('cart-next').click()
    await expect(page.getByTestId('cart-next-held')).toHaveAttribute('data-held', 'notices')
    await expect(page).toHaveURL(/\/cart\/$/)
    await page.getByTestId('cart-notices-confirm').click()
    await expect(notice).toHaveCount(0)
    await page.getByTestId('cart-next').click()
    await expect(page).toHaveURL(/\/delivery\/$/)
  } finally {
    await restore()
  }
})

test('a store closed meanwhile refuses the cart: each product says it was not added, in Arabic, and the person confirms', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const person = await customerWithCatalog(page, backend, signedInAs, { language: 'ar' })
  const [first, second] = await seedProducts(backend, 23, 2)
  await context.setOffline(true)
  await addOnPage(page, first!)
  await addOnPage(page, second!)
  await expect(badge(page)).toHaveText('2')
  // Meanwhile the person's store closes: the server makes no checkout for them.
  const reopen = await closeMuscat(backend)
  try {
    await page.goto('/cart/')
    await context.setOffline(false)
    const loose = page.getByTestId('cart-loose-notice')
    await expect(loose).toHaveCount(2, { timeout: 20_000 })
    for (const product of [first!, second!]) {
      const told = loose.filter({ hasText: product.nameAr })
      await expect(told).toHaveAttribute('data-kind', 'refused')
      await expect(told).toHaveText(`${product.nameAr}: لم يُضَف إلى سلتك: هذا المتجر مغلق حاليًا.`)
    }
    await expect(page.getByTestId('cart-notices')).toContainText(texts.ar.heading)
    await expect(page.getByTestId('cart-line')).toHaveCount(0)
    await expect(badge(page)).toHaveCount(0)
    expect(await changesOnDevice(page)).toEqual([])
    expect(await cartOnServer(backend, person)).toEqual([])

    // Nothing goes silently: the notices stay, also after a reload, until the person confirms;
    // then the cart is empty, and says so.
    await page.reload()
    await expect(loose).toHaveCount(2)
    await page.getByTestId('cart-notices-confirm').click()
    await expect(page.getByTestId('cart-notices')).toBeHidden()
    await expect(page.getByTestId('continue-shopping')).toBeVisible()
  } finally {
    await reopen()
  }
})

async function completedElsewhere(backend: Backend, person: Customer): Promise<void> {
  const db = backend.server.deps.db
  const order = await db.one<{ id: number }>('select id from orders order by id limit 1')
  await db.query(
    `update checkouts set completed_order_id = $2
      where user_id = $1 and completed_order_id is null`,
    [person.id, order!.id],
  )
}

test('a cart completed on another device meanwhile: the changes go to a new cart, and it says so', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const person = await customerWithCatalog(page, backend, signedInAs)
  const [bought, wanted] = await seedProducts(backend, 16, 2)
  await addOnPage(page, bought!)
  await expect(badge(page)).toHaveText('1')
  await expect.poll(() => cartOnServer(backend, person)).toEqual([{ [bought!.variantId]: 1 }])

  await context.setOffline(true)
  await addOnPage(page, wanted!)
  await expect(badge(page)).toHaveText('2')
  await completedElsewhere(backend, person)
  await page.goto('/cart/')
  await context.setOffline(false)

  await expect(page.getByTestId('cart-loose-notice')).toContainText(texts.en.gone, {
    timeout: 20_000,
  })
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText(wanted!.name)
  expect(await cartOnServer(backend, person)).toEqual([{ [wanted!.variantId]: 1 }])
  await expect(badge(page)).toHaveText('1')
  await page.getByTestId('cart-next').click()
  await expect(page.getByTestId('cart-next-held')).toHaveAttribute('data-held', 'notices')
})

test('signing out with unsent changes asks (in Arabic); the next person never sees or sends them', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const first = await customerWithCatalog(page, backend, signedInAs, { language: 'ar' })
  const [product] = await seedProducts(backend, 18, 1)

  await context.setOffline(true)
  await addOnPage(page, product!)
  await expect(badge(page)).toHaveText('1')
  await page.getByRole('button', { name: 'القائمة' }).click()
  await page.getByTestId('sign-out').click()
  await expect(
    page.getByRole('dialog', { name: 'هل تسجّل الخروج وتفقد تعديلات سلتك؟' }),
  ).toBeVisible()
  await expect(page.getByTestId('sign-out-cart-waiting')).toContainText(
    'في سلتك تعديلات لم تُرسَل بعد (1).',
  )
  await page.getByTestId('sign-out-stay').click()
  expect(await changesOnDevice(page)).toHaveLength(1)

  // The side menu is still open.
  await page.getByTestId('sign-out').click()
  await page.getByTestId('sign-out-anyway').click()
  await expect.poll(() => changesOnDevice(page)).toEqual([])
  await context.setOffline(false)

  const second = await newCustomer(backend)
  await signedInAs(page, second.phone)
  await page.goto('/cart/')
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(badge(page)).toHaveCount(0)
  await page.goto(productUrl(product!))
  await expect(page.getByTestId('add-to-cart')).toBeEnabled()
  expect(await cartOnServer(backend, first)).toEqual([])
  expect(await cartOnServer(backend, second)).toEqual([])
})
