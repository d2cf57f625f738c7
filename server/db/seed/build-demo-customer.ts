// The demo customer's lived-in account: three addresses, two cars, nine orders covering the
// order and payment statuses (one paid partly from the wallet, one with a service_fee line,
// one of service coupons, two with returns), bills from two centers (one rated), and a wallet
// with enough history for two pages of twenty.
import { addressFields, regionNamed } from './addresses.ts'
import type { AccountContext } from './account-context.ts'
import { addBill } from './bill-builder.ts'
import type { Clock } from './clock.ts'
import { placeDemoOrders } from './demo-customer-orders.ts'
import { demoCustomer } from './demo.ts'
import type { PlacedOrder } from './order-builder.ts'
import type { Rng } from './prng.ts'
import type { BillRow, UserCarRow, UserRow } from './rows.ts'
import type { AddressJson } from '../../addresses/address-json.ts'
import type { SeedTables } from './tables.ts'
import { buildWalletLedger, type LedgerEvent } from './wallet-ledger.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'

export interface DemoAccount {
  orders: PlacedOrder[]
  walletOrder: PlacedOrder
  bills: BillRow[]
  cars: UserCarRow[]
}

export function buildDemoCustomer(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: AccountContext & { user: UserRow },
): DemoAccount {
  const { geo, products, garage, centers, team, user } = ctx
  const places = [
    {
      region: regionNamed(geo, 'bawshar', 'Al Khuwair'),
      label: 'Home',
      street: 'Way 3021, Building 45, Flat 12',
      postalCode: '133',
    },
    {
      region: regionNamed(geo, 'muttrah', 'Qurum'),
      label: 'Office',
      street: 'Way 2601, Building 8, Al Qurum Business Park',
      postalCode: '118',
    },
    {
      region: regionNamed(geo, 'as-seeb', 'Al Mawaleh'),
      label: "Parents' house",
      street: 'Way 7412, Villa 19',
      postalCode: '121',
    },
  ]
  const addresses: AddressJson[] = places.map((place, i) => {
    const fields = addressFields(geo, user, place)
    t.addresses.push({
      ...fields,
      id: t.addresses.length + 1,
      user_id: user.id,
      created_at: clock.at(-300 + i * 40, 19, 10),
    })
    return fields
  })

  const cars = [
    garage.give(user, garage.model('passenger', 'Toyota', 'Land Cruiser'), 2021, 400),
    garage.give(user, garage.model('passenger', 'Hyundai', 'Elantra'), 2018, 250),
  ]

  const at = (days: number, hour = 11) => clock.at(-days, hour, rng.int(0, 59))
  const placed = placeDemoOrders(t, rng, clock, { products, user, addresses })
  const { walletOrder, coupons, returnedShampoo, returnedWipers, shampooRefund, wiperRefund } =
    placed

  // Bills: the coupon order's washes and interior cleaning, plus two services paid at the center.
  const staffCenter = centers.staffCenter
  const otherCenter =
    centers.inCity(staffCenter.city_id).find((c) => c.id !== staffCenter.id) ?? staffCenter
  const [wash, inside] = coupons.lines
  const landCruiser = cars[0] ?? null
  const bill = (
    center: typeof staffCenter,
    days: number,
    items: Parameters<typeof addBill>[3]['items'],
    rating?: { rate: number; items: number[] },
  ) =>
    addBill(t, rng, products, {
      center,
      customer: user,
      car: landCruiser,
      employeeId: team.employeeFor(center, days),
      createdAt: at(days, 17),
      verified: true,
      items,
      rating: rating ? { ...rating, at: at(days - 1, 20) } : undefined,
    })
  const bills = [
    bill(
      otherCenter,
      70,
      [
        {
          nameEn: 'Oil change (customer’s own oil)',
          nameAr: 'تغيير الزيت (زيت العميل)',
          chargePrice: 4000,
          usage: { type: 'km', limit: 10_000 },
        },
      ],
      { rate: 4, items: [1, 2] },
    ),
    bill(staffCenter, 36, [{ line: wash }, { line: inside }]),
    bill(staffCenter, 24, [{ line: wash }]),
    bill(staffCenter, 12, [{ line: wash }]),
    bill(staffCenter, 4, [
      { line: wash },
      {
        nameEn: 'Battery health check',
        nameAr: 'فحص صحة البطارية',
        chargePrice: 0,
        usage: { type: 'day', limit: 90 },
      },
    ]),
  ]

  const centerName = (c: typeof staffCenter) => ({ en: c.name_en, ar: c.name_ar })
  const fixed: LedgerEvent[] = [
    {
      at: walletOrder.order.created_at,
      type: 'PAYMENT',
      amount: 10_000,
      reason: `order {order:${walletOrder.order.id}}`,
      en: `Payment for order #{order:${walletOrder.order.id}}`,
      ar: `دفع الطلب رقم {order:${walletOrder.order.id}}`,
    },
    {
      at: at(86, 12),
      type: 'REFUND',
      amount: shampooRefund,
      reason: `return {order:${returnedShampoo.order.id}}`,
      en: `Refund of ${baisaInText(shampooRefund)} for a returned item, order #{order:${returnedShampoo.order.id}}`,
      ar: `استرداد ${baisaInText(shampooRefund)} لمنتج مرتجع، الطلب رقم {order:${returnedShampoo.order.id}}`,
    },
    {
      at: at(16, 12),
      type: 'REFUND',
      amount: wiperRefund,
      reason: `return {order:${returnedWipers.order.id}}`,
      en: `Refund of ${baisaInText(wiperRefund)} for returned items, order #{order:${returnedWipers.order.id}}`,
      ar: `استرداد ${baisaInText(wiperRefund)} لمنتجات مرتجعة، الطلب رقم {order:${returnedWipers.order.id}}`,
    },
  ]
  buildWalletLedger(
    t,
    rng,
    clock,
    { id: 1, userId: user.id },
    fixed,
    [centerName(staffCenter), centerName(otherCenter)],
    demoCustomer.walletBalance,
  )

  return { orders: placed.orders, walletOrder, bills, cars }
}
