import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../test-support.ts'
import type { Db } from '../database.ts'
import {
  demoCategories,
  demoChannels,
  demoCustomer,
  demoInactiveCenter,
  demoLogins,
  demoUsers,
  demoStaffCenter,
  demoVouchers,
  firstOrderNumber,
  fixtureProducts,
  fixtureProductSlugs,
  staffLookups,
} from './demo.ts'
import { isSeeded, seed } from './index.ts'
import { returnableQuantity } from '../../account/return-rules.ts'
import { pkOf } from '../../graphql/commerce/global-id.ts'

let db: Db
const count = async (sql: string, params: unknown[] = []) =>
  (await db.one<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))?.n ?? -1
const userId = async (phone: string) =>
  (await db.one<{ id: number }>('select id from users where phone = $1', [phone]))?.id ?? -1

beforeAll(async () => {
  db = await testDatabase()
  await seed(db)
})
afterAll(async () => {
  await db?.close()
})

describe('seed: locations and channels', () => {
  it('has Oman (default, id 2) and the UAE', async () => {
    const rows = await db.query<{
      id: number
      code: string
      phone_code: string
      phone_digits: number
    }>('select id, code, phone_code, phone_digits from countries order by id')
    expect(rows).toEqual([
      { id: 1, code: 'AE', phone_code: '971', phone_digits: 9 },
      { id: 2, code: 'OM', phone_code: '968', phone_digits: 8 },
    ])
  })

  it('has 11 Omani governorates, each a channel with wilayats and regions', async () => {
    const rows = await db.query<{
      slug: string
      channel: string
      currency: string
      active: boolean
      cities: number
    }>(
      `select p.slug, c.slug as channel, c.currency_code as currency, c.is_active as active,
              (select count(*)::int from cities ci where ci.province_id = p.id) as cities
         from provinces p join channels c on c.id = p.channel_id where p.country_id = 2 order by p.id`,
    )
    expect(rows).toHaveLength(11)
    for (const row of rows) {
      expect(row.channel).toBe(row.slug)
      expect(row.currency).toBe('OMR')
      expect(row.active).toBe(true)
      expect(row.cities).toBeGreaterThanOrEqual(1)
    }
    expect(
      await count(
        'select 1 from cities ci join provinces p on p.id = ci.province_id where p.country_id = 2',
      ),
    ).toBeGreaterThanOrEqual(60)
    expect(
      await count(
        'select 1 from cities c where not exists (select 1 from regions r where r.city_id = c.id)',
      ),
    ).toBe(0)
    expect(
      await count(
        "select 1 from regions r join cities c on c.id = r.city_id where c.slug = 'bawshar'",
      ),
    ).toBeGreaterThanOrEqual(5)
  })

  it('has the seven emirates on inactive AED channels', async () => {
    const rows = await db.query<{ currency: string; active: boolean }>(
      'select c.currency_code as currency, c.is_active as active from provinces p join channels c on c.id = p.channel_id where p.country_id = 1',
    )
    expect(rows).toHaveLength(7)
    expect(rows.every((r) => r.currency === 'AED' && !r.active)).toBe(true)
  })

  it('matches the ids demo.ts documents for the customer', async () => {
    const row = await db.one<{ province: number; channel: number; city: number }>(
      `select p.id as province, p.channel_id as channel, c.id as city
         from cities c join provinces p on p.id = c.province_id where c.slug = $1 and p.slug = $2`,
      [demoCustomer.citySlug, demoCustomer.provinceSlug],
    )
    expect(row).toEqual({
      province: demoCustomer.provinceId,
      channel: demoCustomer.channelId,
      city: demoCustomer.cityId,
    })
  })
})

describe('seed: catalog', () => {
  it('has at least 300 products, each with one variant', async () => {
    expect(await count('select 1 from products')).toBeGreaterThanOrEqual(300)
    expect(
      await count(
        'select 1 from products p where (select count(*) from product_variants v where v.product_id = p.id) <> 1',
      ),
    ).toBe(0)
  })

  it('lists every product in every Omani channel but the thin one, which lists fewer', async () => {
    const missing = await count(
      `select 1 from product_variants v cross join channels c
        where c.country_code = 'OM' and c.slug <> $1
          and not exists (select 1 from variant_listings l where l.variant_id = v.id and l.channel_id = c.id)`,
      [demoChannels.thin],
    )
    expect(missing).toBe(0)
    const total = await count('select 1 from products')
    const thin = await count(
      'select 1 from variant_listings l join channels c on c.id = l.channel_id where c.slug = $1',
      [demoChannels.thin],
    )
    expect(thin).toBeGreaterThan(total * 0.25)
    expect(thin).toBeLessThan(total * 0.6)
    expect(
      await count(
        "select 1 from variant_listings l join channels c on c.id = l.channel_id where c.country_code = 'AE'",
      ),
    ).toBe(0)
  })

  it('has plausible prices, stock-outs and both kinds of discount', async () => {
    const stats = await db.one<Record<string, number>>(
      `select min(price) as min, max(price) as max, count(*)::int as n,
              count(*) filter (where quantity = 0)::int as out,
              count(*) filter (where discount_kind = 'fixed')::int as fixed,
              count(*) filter (where discount_kind = 'percentage')::int as percentage,
              count(*) filter (where discount_kind = 'percentage' and discount_value not between 5 and 30)::int as bad_percent,
              count(*) filter (where discount_kind = 'fixed' and discount_value >= price)::int as bad_fixed
         from variant_listings`,
    )
    expect(stats?.['min']).toBeGreaterThanOrEqual(500)
    expect(stats?.['max']).toBeLessThanOrEqual(250_000)
    const n = stats?.['n'] ?? 0
    expect(stats?.['out']).toBeGreaterThan(n * 0.03)
    expect(stats?.['out']).toBeLessThan(n * 0.15)
    expect((stats?.['fixed'] ?? 0) + (stats?.['percentage'] ?? 0)).toBeGreaterThan(n * 0.2)
    expect(stats?.['fixed']).toBeGreaterThan(0)
    expect(stats?.['percentage']).toBeGreaterThan(0)
    expect(stats?.['bad_percent']).toBe(0)
    expect(stats?.['bad_fixed']).toBe(0)
  })

  it('has the fixtures of demo.ts', async () => {
    for (const [key, f] of Object.entries(fixtureProducts)) {
      const rows = await db.query<{
        id: number
        slug: string
        name_en: string
        leaf: string
        price: number
        kind: string
        value: number
        quantity: number
        service: string | null
      }>(
        `select p.id, p.slug, p.name_en, c.slug as leaf, l.price, l.discount_kind as kind, l.discount_value as value, l.quantity,
                p.metadata->>'service' as service
           from products p join categories c on c.id = p.category_id
           join variant_listings l on l.variant_id = p.id join channels ch on ch.id = l.channel_id
          where p.id = $1 and ch.country_code = 'OM'`,
        [f.id],
      )
      expect(rows).toHaveLength(11)
      for (const row of rows) {
        expect(row).toMatchObject({
          slug: fixtureProductSlugs[key as keyof typeof fixtureProductSlugs],
          name_en: f.nameEn,
          leaf: f.leaf,
          price: f.price,
          kind: f.discountKind,
          value: f.discountValue,
          quantity: f.quantity,
        })
        expect(row.service === 'true').toBe(f.isService)
      }
    }
    const visible = await db.one<{ type: string }>(
      'select visible_discount_type as type from products where id = $1',
      [fixtureProducts.fixedDiscount.id],
    )
    expect(visible?.type).toBe('fixed')
  })

  it('has bilingual names and a lower-case search text with the brand', async () => {
    expect(
      await count(
        "select 1 from products where name_ar = '' or name_en = '' or description_ar = ''",
      ),
    ).toBe(0)
    expect(await count('select 1 from products where search_text <> lower(search_text)')).toBe(0)
    const oil = await db.one<{ search_text: string }>(
      'select search_text from products where id = $1',
      [fixtureProducts.fixedDiscount.id],
    )
    expect(oil?.search_text).toContain('mobil 1 5w-30')
    expect(oil?.search_text).toContain('موبيل')
    expect(await count('select 1 from products where rating not between 0 and 500')).toBe(0)
  })

  it('nests categories four levels deep, with products on every leaf but the empty one', async () => {
    expect((await db.one<{ max: number }>('select max(level) as max from categories'))?.max).toBe(3)
    const roots = await db.query<{
      slug: string
      name_ar: string
      metadata: Record<string, string>
    }>('select slug, name_ar, metadata from categories where level = 0 order by priority')
    expect(roots.map((r) => r.slug)).toEqual([
      'motorcycle',
      'automobile',
      'carwash',
      'engine-oil',
      'tire',
      'battery',
      'sales',
    ])
    expect(roots.find((r) => r.slug === 'sales')?.name_ar).toBe('تخفيضات')
    expect(roots.every((r) => typeof r.metadata['priority'] === 'string')).toBe(true)
    const emptyLeaves = await db.query<{ slug: string }>(
      `select c.slug from categories c
        where not exists (select 1 from categories k where k.parent_id = c.id)
          and not exists (select 1 from products p where p.category_id = c.id)`,
    )
    expect(emptyLeaves.map((r) => r.slug)).toEqual([demoCategories.empty])
    const deep = await db.one<{ path: string }>(
      `with recursive up as (select id, parent_id, slug::text as path from categories where slug = $1
         union all select c.id, c.parent_id, c.slug || '/' || up.path from categories c join up on c.id = up.parent_id)
       select path from up where parent_id is null`,
      [demoCategories.deepest],
    )
    expect(deep?.path).toBe('engine-oil/passenger-car-oil/synthetic-oil/synthetic-5w-30')
  })

  it('has attributes hidden from the filters or the detail, and rich-text descriptions', async () => {
    const attrs = await db.query<{ slug: string; metadata: Record<string, string> }>(
      'select slug, metadata from attributes',
    )
    const meta = (slug: string) => attrs.find((a) => a.slug === slug)?.metadata
    expect(meta('sku-group')).toEqual({ detail: 'false', filter: 'false' })
    expect(
      attrs.some((a) => a.metadata['filter'] === 'false' && a.metadata['detail'] === undefined),
    ).toBe(true)
    expect(
      attrs.some((a) => a.metadata['detail'] === 'false' && a.metadata['filter'] === undefined),
    ).toBe(true)
    const rich = await db.one<{ rich_text: { blocks: { type: string }[] } }>(
      `select v.rich_text from attribute_values v join attributes a on a.id = v.attribute_id
         join product_attribute_values pv on pv.value_id = v.id where a.slug = 'description' and pv.product_id = 1`,
    )
    expect(rich?.rich_text.blocks[0]?.type).toBe('paragraph')
    expect(
      await count(
        `select 1 from category_attributes ca join categories c on c.id = ca.category_id where c.slug = 'tire'`,
      ),
    ).toBeGreaterThanOrEqual(5)
    expect(await count("select 1 from attribute_values where name_ar = ''")).toBe(0)
  })
})

describe('seed: content and checkout settings', () => {
  it('fills every banner slot the home page knows, with one popup', async () => {
    const slots = await db.query<{
      slot: string
      type: string
      image_url: string | null
      id: number
      product_id: number | null
      external_url: string | null
      product_ids: number[]
    }>(
      `select s.id, s.slot, t.slug as type, s.image_url, s.product_id, s.external_url, s.product_ids
         from page_slots s join pages p on p.id = s.page_id join page_types t on t.id = p.page_type_id`,
    )
    const names = new Set(slots.map((s) => s.slot))
    for (const name of [
      'top-header-1',
      'top-header-2',
      'top-header-3',
      'top-header-4',
      'top-image-1',
      'top-image-2',
      'bottom-image-1',
      'bottom-image-2',
      'left-image',
      'right-image',
      'popup',
      'products-slider',
    ]) {
      expect(names).toContain(name)
    }
    expect(slots.filter((s) => s.slot === 'popup')).toHaveLength(1)
    expect(
      slots.filter((s) => s.slot.startsWith('top-header')).every((s) => s.type === 'header'),
    ).toBe(true)
    for (const s of slots) {
      if (s.slot === 'products-slider') {
        expect(s.product_ids.length).toBeGreaterThanOrEqual(8)
        expect(s.product_ids.length).toBeLessThanOrEqual(12)
      } else {
        expect(s.image_url).toBe(`/media/banners/${s.id}.svg`)
        expect(s.product_id !== null || s.external_url?.startsWith('https://')).toBe(true)
      }
    }
    const pages = await db.query<{ metadata: Record<string, string> }>(
      "select p.metadata from pages p join page_types t on t.id = p.page_type_id where t.slug = 'home-page-banner'",
    )
    expect(pages.length).toBeGreaterThanOrEqual(4)
    expect(pages.every((p) => /^\d+$/.test(p.metadata['priority'] ?? ''))).toBe(true)
  })

  it('has FAQs, shipping methods, gateways, vouchers and return questions', async () => {
    expect(await count('select 1 from faqs')).toBeGreaterThanOrEqual(8)
    expect(await count('select 1 from shipping_methods')).toBe(4)
    expect(await count('select 1 from shipping_methods where price = 0 and is_working')).toBe(1)
    expect(await count('select 1 from shipping_methods where not is_working')).toBe(1)
    const gateways = await db.query<{
      id: string
      fee_percentage: number
      wallet_chargeable: boolean
    }>('select id, fee_percentage, wallet_chargeable from payment_gateways order by sort')
    expect(gateways).toEqual([
      { id: 'dev-card', fee_percentage: 0, wallet_chargeable: true },
      { id: 'dev-wallet-pay', fee_percentage: 2, wallet_chargeable: true },
      { id: 'WALLET', fee_percentage: 0, wallet_chargeable: false },
    ])
    const vouchers = await db.query<{
      code: string
      kind: string
      value: number
      min_amount: number
      expired: boolean
      usage_limit: number | null
      used: number
      apply_once_per_customer: boolean
    }>(
      `select code, kind, value, min_amount, coalesce(valid_until < now(), false) as expired,
              usage_limit, used, apply_once_per_customer from vouchers`,
    )
    const v = (code: string) => vouchers.find((x) => x.code === code)
    expect(v(demoVouchers.percentage.code)).toMatchObject({
      kind: 'percentage',
      value: 10,
      expired: false,
    })
    expect(v(demoVouchers.fixed.code)).toMatchObject({ kind: 'fixed', value: 2000, expired: false })
    expect(v(demoVouchers.expired.code)?.expired).toBe(true)
    expect(v(demoVouchers.minimum.code)).toMatchObject({
      kind: 'percentage',
      value: 20,
      min_amount: 50_000,
      apply_once_per_customer: true,
    })
    // Saleor's limits: free100 once per customer, minus2 1,000 orders in all; the demo
    // customer's save10 order counts as a use.
    expect(v(demoVouchers.free.code)).toMatchObject({
      usage_limit: null,
      apply_once_per_customer: true,
    })
    expect(v(demoVouchers.fixed.code)).toMatchObject({ usage_limit: 1_000, used: 0 })
    expect(v(demoVouchers.percentage.code)).toMatchObject({ usage_limit: null, used: 1 })
    expect(
      await count(
        "select 1 from poll_questions p join categories c on c.id = p.category_id where p.type = 'returned' and c.level = 0",
      ),
    ).toBeGreaterThanOrEqual(18)
  })

  it('leaves tokens, devices, codes, checkouts and transactions empty', async () => {
    for (const table of [
      'beams_tokens',
      'devices',
      'refresh_tokens',
      'login_tokens',
      'otp_codes',
      'outbox',
      'idempotency_keys',
      'checkouts',
      'transactions',
    ]) {
      expect(await count(`select 1 from ${table}`)).toBe(0)
    }
  })
})

describe('seed: demo logins', () => {
  it('has the three logins and an admin, with their centers', async () => {
    const rows = await db.query<{
      phone: string
      is_admin: boolean
      center_active: boolean | null
      manager: boolean | null
    }>(
      `select u.phone, u.is_admin, sc.is_active as center_active, e.is_manager as manager
         from users u left join center_employees e on e.user_id = u.id left join service_centers sc on sc.id = e.center_id
        where u.phone = any($1::text[]) order by u.phone`,
      [`{${demoLogins.map((l) => l.phone).join(',')}}`],
    )
    const by = (phone: string) => rows.find((r) => r.phone === phone)
    expect(by(demoUsers.admin.phone)?.is_admin).toBe(true)
    expect(by(demoUsers.customer.phone)?.center_active).toBeNull()
    expect(by(demoUsers.staff.phone)).toMatchObject({ center_active: true, manager: true })
    expect(by(demoUsers.inactiveStaff.phone)).toMatchObject({ center_active: false, manager: true })
    const centers = await db.query<{
      id: number
      name_en: string
      is_active: boolean
      phone: string
    }>(
      'select sc.id, sc.name_en, sc.is_active, u.phone from service_centers sc join users u on u.id = sc.manager_user_id where sc.name_en = any($1::text[])',
      [`{"${demoStaffCenter.nameEn}","${demoInactiveCenter.nameEn}"}`],
    )
    expect(centers).toContainEqual({
      id: demoStaffCenter.id,
      name_en: demoStaffCenter.nameEn,
      is_active: true,
      phone: demoStaffCenter.managerPhone,
    })
    expect(centers).toContainEqual({
      id: demoInactiveCenter.id,
      name_en: demoInactiveCenter.nameEn,
      is_active: false,
      phone: demoInactiveCenter.managerPhone,
    })
  })
})

describe('seed: the demo customer', () => {
  it('lives in the documented wilayat with cars and three addresses', async () => {
    const id = await userId(demoCustomer.phone)
    const user = await db.one<{ city_id: number; first_name: string }>(
      'select city_id, first_name from users where id = $1',
      [id],
    )
    expect(user).toEqual({ city_id: demoCustomer.cityId, first_name: demoUsers.customer.firstName })
    expect(await count('select 1 from user_cars where user_id = $1', [id])).toBe(
      demoCustomer.carCount,
    )
    const addresses = await db.query<{
      street_address_2: string
      postal_code: string
      metadata: { location: string }
    }>('select street_address_2, postal_code, metadata from addresses where user_id = $1', [id])
    expect(addresses).toHaveLength(demoCustomer.addressCount)
    for (const a of addresses) {
      expect(a.street_address_2).not.toBe('')
      expect(a.postal_code).toMatch(/^\d{3}$/)
      expect(a.metadata.location).toMatch(/^\d+\.\d+, \d+\.\d+$/)
    }
  })

  it('has a wallet of 25.000 OMR with two pages of consistent history', async () => {
    const id = await userId(demoCustomer.phone)
    const wallet = await db.one<{ id: number; balance: number }>(
      'select id, balance from wallets where user_id = $1',
      [id],
    )
    expect(wallet?.balance).toBe(demoCustomer.walletBalance)
    const txs = await db.query<{ changed_amount: number; balance: number; type: string }>(
      'select changed_amount, balance, type from wallet_transactions where wallet_id = $1 order by created_at, id',
      [wallet?.id],
    )
    expect(txs.length).toBeGreaterThanOrEqual(21)
    let running = 0
    for (const tx of txs) {
      running += tx.changed_amount
      expect(tx.balance).toBe(running)
      expect(tx.balance).toBeGreaterThanOrEqual(0)
      expect(tx.type === 'PAYMENT' ? tx.changed_amount < 0 : tx.changed_amount > 0).toBe(true)
    }
    expect(running).toBe(demoCustomer.walletBalance)
    expect(new Set(txs.map((t) => t.type))).toEqual(new Set(['CHARGE', 'PAYMENT', 'REFUND']))
  })

  it('has orders of every kind the account screens show', async () => {
    const id = await userId(demoCustomer.phone)
    const orders = await db.query<{
      id: number
      number: number
      status: string
      charge_status: string
      voucher_code: string | null
    }>('select id, number, status, charge_status, voucher_code from orders where user_id = $1', [
      id,
    ])
    expect(orders).toHaveLength(demoCustomer.orderCount)
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(orders.map((o) => o.charge_status)).size).toBeGreaterThanOrEqual(4)
    expect(orders.some((o) => o.voucher_code === demoVouchers.percentage.code)).toBe(true)
    const wallet = await db.query<{ number: number; initial_balance: number }>(
      `select o.number, g.initial_balance from gift_cards g join orders o on o.id = g.order_id where o.user_id = $1 and g.metadata->>'wallet' = 'wallet'`,
      [id],
    )
    expect(wallet).toEqual([{ number: demoCustomer.walletOrderNumber, initial_balance: 10_000 }])
    expect(
      await count(
        "select 1 from order_lines l join orders o on o.id = l.order_id where o.user_id = $1 and l.product_name_en = 'service_fee'",
        [id],
      ),
    ).toBeGreaterThanOrEqual(1)
    expect(
      await count(
        'select 1 from order_lines l join orders o on o.id = l.order_id where o.user_id = $1 and l.is_service and l.expired_at < now()',
        [id],
      ),
    ).toBeGreaterThanOrEqual(1)
    expect(
      await count(
        'select 1 from order_lines l join orders o on o.id = l.order_id where o.user_id = $1 and l.is_service and l.expired_at > now() and l.quantity_used < l.quantity',
        [id],
      ),
    ).toBeGreaterThanOrEqual(1)
    expect(
      await count("select 1 from returns r where r.user_id = $1 and r.status = 'verified'", [id]),
    ).toBe(2)
  })

  it('has bills from centers, one of them rated', async () => {
    const id = await userId(demoCustomer.phone)
    const bills = await db.query<{ rate: number | null; items: number }>(
      'select b.rate, (select count(*)::int from bill_items i where i.bill_id = b.id) as items from bills b where b.customer_id = $1',
      [id],
    )
    expect(bills.length).toBeGreaterThanOrEqual(4)
    expect(bills.filter((b) => b.rate !== null)).toHaveLength(1)
    expect(bills.every((b) => b.items > 0)).toBe(true)
  })

  it('has notifications: seen and unseen, linked, expiring and expired', async () => {
    const id = await userId(demoCustomer.phone)
    const rows = await db.query<{
      seen: boolean
      image: string | null
      link: string | null
      message: string
      expires_at: Date | null
    }>('select seen, image, link, message, expires_at from notifications where user_id = $1', [id])
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(rows.some((r) => r.seen) && rows.some((r) => !r.seen)).toBe(true)
    expect(rows.some((r) => r.image && r.link?.startsWith('/product/'))).toBe(true)
    expect(rows.some((r) => r.link?.startsWith('https://'))).toBe(true)
    expect(rows.some((r) => /<b>|<a /.test(r.message))).toBe(true)
    const now = Date.now()
    expect(
      rows.some(
        (r) =>
          r.expires_at &&
          r.expires_at.getTime() > now &&
          r.expires_at.getTime() < now + 2 * 3_600_000,
      ),
    ).toBe(true)
    expect(rows.some((r) => r.expires_at && r.expires_at.getTime() < now)).toBe(true)
    expect(rows.some((r) => r.message.includes('{order:'))).toBe(false)
  })
})

// The customer walk of issue 18 (finding 11): every flow of the app can be tried on the demo.
describe('seed: every flow can be tried', () => {
  it('links notifications to products the app opens (by their global id)', async () => {
    const rows = await db.query<{ link: string | null; message: string }>(
      'select link, message from notifications',
    )
    const paths = rows
      .flatMap((row) => [
        row.link,
        ...[...row.message.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
      ])
      .filter((path): path is string => Boolean(path?.startsWith('/product/')))
    expect(paths.length).toBeGreaterThanOrEqual(2)
    for (const path of paths) {
      const id = pkOf(decodeURIComponent(path.split('/')[2] ?? ''), 'Product')
      expect(await count('select 1 from products where id = $1', [id]), path).toBe(1)
    }
  })

  it('gives the demo customer an order to return from, and a code that leaves nothing to pay', async () => {
    const lines = await db.query<{
      status: string
      charge_status: string
      created_at: Date
      quantity: number
      quantity_returned: number
      quantity_used: number
      is_service: boolean
      product_id: number | null
    }>(
      `select o.status, o.charge_status, o.created_at, l.quantity, l.quantity_returned,
              l.quantity_used, l.is_service, l.product_id
         from orders o join order_lines l on l.order_id = o.id
        where o.user_id = $1`,
      [await userId(demoCustomer.phone)],
    )
    const now = new Date()
    const returnable = lines.filter(
      (line) =>
        returnableQuantity(
          {
            quantity: line.quantity,
            quantityReturned: line.quantity_returned,
            quantityUsed: line.quantity_used,
            isService: line.is_service,
            hasProduct: line.product_id !== null,
          },
          { status: line.status, chargeStatus: line.charge_status, createdAt: line.created_at },
          now,
        ) > 0,
    )
    expect(returnable.length).toBeGreaterThan(0)
    const free = await db.one<{ kind: string; value: number; is_active: boolean }>(
      'select kind, value, is_active from vouchers where code = $1',
      [demoVouchers.free.code],
    )
    expect(free).toEqual({ kind: 'percentage', value: 100, is_active: true })
    expect(await count('select 1 from shipping_methods where price = 0 and is_working')).toBe(1)
  })
})

describe('seed: the staff center', () => {
  const center = async () => {
    const row = await db.one<{ id: number }>('select id from service_centers where name_en = $1', [
      demoStaffCenter.nameEn,
    ])
    expect(row?.id).toBe(demoStaffCenter.id)
    return row
  }

  it('has more than ten employees, some inactive', async () => {
    const c = await center()
    const rows = await db.query<{ is_active: boolean }>(
      'select is_active from center_employees where center_id = $1',
      [c?.id],
    )
    expect(rows.length).toBeGreaterThanOrEqual(11)
    expect(rows.some((r) => !r.is_active)).toBe(true)
    expect(
      await count('select distinct employee_user_id from bills where center_id = $1', [c?.id]),
    ).toBeGreaterThanOrEqual(5)
  })

  it('has verified and unverified bills with items, customers and cars', async () => {
    const c = await center()
    const bills = await db.query<{
      is_verified: boolean
      items: number
      user_car_id: number | null
    }>(
      'select is_verified, user_car_id, (select count(*)::int from bill_items i where i.bill_id = b.id) as items from bills b where center_id = $1',
      [c?.id],
    )
    expect(bills.length).toBeGreaterThanOrEqual(30)
    expect(bills.some((b) => b.is_verified) && bills.some((b) => !b.is_verified)).toBe(true)
    expect(bills.every((b) => b.items > 0 && b.user_car_id !== null)).toBe(true)
    expect(
      await count('select distinct customer_id from bills where center_id = $1', [c?.id]),
    ).toBeGreaterThanOrEqual(10)
  })

  it('has appointments from a week ago to two weeks ahead', async () => {
    const c = await center()
    const rows = await db.query<{
      days: number
      expired: boolean
      customer_name: string
      category_id: number | null
      product_name_en: string
    }>(
      `select (delivery_date - current_date)::int as days, expired_at is not null as expired, customer_name, category_id, product_name_en
         from appointments where center_id = $1`,
      [c?.id],
    )
    expect(rows.length).toBeGreaterThanOrEqual(40)
    const days = rows.map((r) => r.days)
    expect(Math.min(...days)).toBeGreaterThanOrEqual(-8)
    expect(Math.max(...days)).toBeLessThanOrEqual(15)
    expect(rows.filter((r) => r.days >= 0 && r.days <= 1).length).toBeGreaterThanOrEqual(4)
    expect(rows.some((r) => r.expired)).toBe(true)
    expect(rows.filter((r) => r.customer_name === '').length).toBeGreaterThanOrEqual(2)
    expect(rows.every((r) => r.category_id !== null && r.product_name_en !== '')).toBe(true)
  })

  it('has stock rows', async () => {
    const c = await center()
    const rows = await db.query<{
      delivered: number
      sc_share: number
      hig_share: number
      services: number
    }>('select delivered, sc_share, hig_share, services from center_stock where center_id = $1', [
      c?.id,
    ])
    expect(rows.length).toBeGreaterThanOrEqual(15)
    expect(
      rows.every((r) => r.sc_share + r.hig_share === r.delivered && r.services <= r.delivered),
    ).toBe(true)
  })
})

describe('seed: customers the staff look up', () => {
  it('has the documented customers, with coupons left to use', async () => {
    const coupons = (phone: string) =>
      db.query<{ root: string }>(
        `select r.slug as root from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
           join categories c on c.id = l.category_id
           join lateral (with recursive up as (select id, parent_id, slug from categories where id = c.id
             union all select k.id, k.parent_id, k.slug from categories k join up on k.id = up.parent_id) select slug from up where parent_id is null) r on true
          where u.phone = $1 and l.is_service and l.quantity_used < l.quantity and l.expired_at > now()
            and o.charge_status = 'FULLY_CHARGED'`,
        [phone],
      )
    const fatma = await coupons(staffLookups.couponCustomer.phone)
    expect(new Set(fatma.map((r) => r.root))).toEqual(new Set(['carwash', 'engine-oil']))
    expect((await coupons(staffLookups.namelessCustomer.phone)).length).toBeGreaterThan(0)
    expect((await coupons(staffLookups.carlessCustomer.phone)).length).toBeGreaterThan(0)
    const user = (phone: string) =>
      db.one<{ first_name: string; last_name: string; cars: number }>(
        'select first_name, last_name, (select count(*)::int from user_cars c where c.user_id = u.id) as cars from users u where phone = $1',
        [phone],
      )
    expect(await user(staffLookups.couponCustomer.phone)).toMatchObject({
      first_name: 'Fatma',
      cars: 2,
    })
    expect(await user(staffLookups.namelessCustomer.phone)).toEqual({
      first_name: '',
      last_name: '',
      cars: 1,
    })
    expect((await user(staffLookups.carlessCustomer.phone))?.cars).toBe(0)
    expect(await user(staffLookups.unregisteredPhone)).toBeUndefined()
    expect(
      await count(
        "select 1 from users u where u.first_name <> '' and not u.is_admin and exists (select 1 from orders o where o.user_id = u.id)",
      ),
    ).toBeGreaterThanOrEqual(15)
    expect(
      await count('select 1 from order_lines where is_service and expired_at < now()'),
    ).toBeGreaterThan(0)
  })
})

describe('seed: money and consistency', () => {
  it('numbers orders from 1001 and keeps every order total consistent', async () => {
    const numbers = await db.query<{ number: number }>('select number from orders order by number')
    expect(numbers[0]?.number).toBe(firstOrderNumber)
    expect(numbers.map((n) => n.number)).toEqual(numbers.map((_, i) => firstOrderNumber + i))
    const bad = await count(
      `select 1 from orders o
         join lateral (select sum(undiscounted_unit_price * quantity) as und, sum(unit_price * quantity) as sub,
                              bool_and(unit_price = undiscounted_unit_price - unit_discount) as lines_ok
                         from order_lines l where l.order_id = o.id) s on true
         left join lateral (select coalesce(sum(initial_balance - current_balance), 0) as wallet
                              from gift_cards g where g.order_id = o.id and g.metadata->>'wallet' = 'wallet') w on true
        where o.undiscounted_total <> s.und or o.subtotal <> s.sub or not s.lines_ok
           or o.total <> o.subtotal + o.shipping_price + o.tax - w.wallet`,
    )
    expect(bad).toBe(0)
  })

  it('counts used coupons exactly as the verified bills that used them', async () => {
    const bad = await count(
      `select 1 from order_lines l
        where l.quantity_used > l.quantity
           or l.quantity_used <> coalesce((select sum(i.quantity) from bill_items i join bills b on b.id = i.bill_id
                                            where i.order_line_id = l.id and b.is_verified), 0)`,
    )
    expect(bad).toBe(0)
  })

  it('moves the sequences past the seeded ids', async () => {
    const row = await db.one<{ id: number }>(
      "insert into users (phone) values ('96870000001') returning id",
    )
    const max = await db.one<{ max: number }>(
      'select max(id) as max from users where phone <> $1',
      ['96870000001'],
    )
    expect(row?.id).toBeGreaterThan(max?.max ?? Infinity)
    await db.query("delete from users where phone = '96870000001'")
  })

  it('knows it is seeded and refuses to seed twice', async () => {
    expect(await isSeeded(db)).toBe(true)
    await expect(seed(db)).rejects.toThrow(/already seeded/)
  })
})
