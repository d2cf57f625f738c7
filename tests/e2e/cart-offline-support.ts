// Helpers of the offline cart's end-to-end tests (decision 290): a customer whose device holds the
// offline catalog, products of the seed no other spec uses (some tests change their stock or
// price, and put them back), what the server's checkout holds, and what the device keeps.
import type { Page } from '@playwright/test'
import { catalogSaved } from './catalog-support.ts'
import { fixtureProducts, gid, signedInCustomer, type Customer } from './checkout-support.ts'
import { expect, type Backend } from './fixtures.ts'

export interface SeedProduct {
  id: number
  variantId: number
  name: string
  nameAr: string
  price: number // baisa
  quantity: number
}

const fixtureIds = Object.values(fixtureProducts).map((product) => product.id)

/**
 * `count` in-stock products of the Muscat channel, without a discount, none of the fixtures,
 * from `from` on in id order: each spec takes its own range.
 */
export async function seedProducts(
  backend: Backend,
  from: number,
  count: number,
): Promise<SeedProduct[]> {
  return backend.server.deps.db.query<SeedProduct>(
    `select p.id, v.id as "variantId", p.name_en as name, p.name_ar as "nameAr", l.price,
            l.quantity
       from products p join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id
       join channels c on c.id = l.channel_id
      where c.slug = 'muscat' and l.quantity >= 20 and l.discount_kind = 'none'
        and p.id <> all($1::int[])
      order by p.id offset $2 limit $3`,
    [`{${fixtureIds.join(',')}}`, from, count],
  )
}

/** A discount as the backend keeps it: baisa off (fixed) or a share off (percentage). */
export interface ListingDiscount {
  kind: 'none' | 'fixed' | 'percentage'
  value: number
}

/** The listing of a product in Muscat, changed for a test; `restore` puts it back. */
export async function changeListing(
  backend: Backend,
  product: SeedProduct,
  change: { quantity?: number; price?: number; discount?: ListingDiscount; listed?: boolean },
): Promise<() => Promise<void>> {
  const db = backend.server.deps.db
  const channel = `(select id from channels where slug = 'muscat')`
  const before = (await db.one<{ price: number; quantity: number; kind: string; value: number }>(
    `select price, quantity, discount_kind as kind, discount_value as value
       from variant_listings where variant_id = $1 and channel_id = ${channel}`,
    [product.variantId],
  ))!
  if (change.listed === false) {
    await db.query(
      `delete from variant_listings where variant_id = $1 and channel_id = ${channel}`,
      [product.variantId],
    )
  } else {
    await db.query(
      `update variant_listings set price = $2, quantity = $3, discount_kind = $4,
              discount_value = $5
        where variant_id = $1 and channel_id = ${channel}`,
      [
        product.variantId,
        change.price ?? before.price,
        change.quantity ?? before.quantity,
        change.discount?.kind ?? before.kind,
        change.discount?.value ?? before.value,
      ],
    )
  }
  return async () => {
    await db.query(
      `insert into variant_listings
              (variant_id, channel_id, price, quantity, discount_kind, discount_value)
       values ($1, ${channel}, $2, $3, $4, $5)
       on conflict (variant_id, channel_id)
       do update set price = $2, quantity = $3, discount_kind = $4, discount_value = $5`,
      [product.variantId, before.price, before.quantity, before.kind, before.value],
    )
  }
}

/** The Muscat store closed (its channel inactive) for a test; `reopen` opens it again. */
export async function closeMuscat(backend: Backend): Promise<() => Promise<void>> {
  const db = backend.server.deps.db
  await db.query(`update channels set is_active = false where slug = 'muscat'`)
  return async () => {
    await db.query(`update channels set is_active = true where slug = 'muscat'`)
  }
}

/** Quantities by variant id on the customer's open checkouts (several: one per checkout). */
export async function cartOnServer(
  backend: Backend,
  customer: Customer,
): Promise<Record<number, number>[]> {
  const rows = await backend.server.deps.db.query<{
    checkout: string
    variant: number
    quantity: number
  }>(
    `select c.id as checkout, l.variant_id as variant, l.quantity
       from checkouts c join checkout_lines l on l.checkout_id = c.id
      where c.user_id = $1 and c.completed_order_id is null
      order by c.created_at, l.variant_id`,
    [customer.id],
  )
  const byCheckout = new Map<string, Record<number, number>>()
  for (const row of rows) {
    byCheckout.set(row.checkout, { ...byCheckout.get(row.checkout), [row.variant]: row.quantity })
  }
  return [...byCheckout.values()]
}

/** A customer signed in on a device that holds the Muscat catalog for offline use. */
export async function customerWithCatalog(
  page: Page,
  backend: Backend,
  signedInAs: (page: Page, phone: string) => Promise<void>,
  options: { language?: 'en' | 'ar' } = {},
): Promise<Customer> {
  const customer = await signedInCustomer(page, backend, signedInAs, options)
  await page.goto('/')
  await catalogSaved(page)
  return customer
}

export const productUrl = (product: { id: number }) => `/product/${gid('Product', product.id)}`

/** Add from the product's page (offline or not), waiting for the button to be ready again. */
export async function addOnPage(page: Page, product: { id: number }): Promise<void> {
  await page.goto(productUrl(product))
  const button = page.getByTestId('add-to-cart')
  await expect(button).toBeEnabled()
  await button.click()
  await expect(button).not.toHaveAttribute('data-loading')
}

/** The person's changes the device has not sent yet (IndexedDB's cartChanges). */
export async function changesOnDevice(
  page: Page,
): Promise<{ variantId: string; quantity: number; status: string; lastStatus: number | null }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('hig')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('cartChanges')) return resolve([])
          const all = db.transaction('cartChanges').objectStore('cartChanges').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result)
          }
          all.onerror = () => resolve([])
        }
      }),
  )
}

/**
 * Faults of the development server (decision 074) on the commerce endpoint; `silent` holds the
 * request unanswered until the client gives up or the faults are cleared.
 */
export async function graphqlFault(
  backend: Backend,
  fault: {
    mode: 'status' | 'drop-after-commit' | 'silent'
    status?: number
    times?: number
    operation?: string
  },
): Promise<void> {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/graphql/', method: 'POST', times: 1, ...fault }),
  })
  expect(response.ok).toBe(true)
}

export async function clearFaults(backend: Backend): Promise<void> {
  await fetch(`${backend.url}/api/v1/__dev/faults`, { method: 'DELETE' })
}
