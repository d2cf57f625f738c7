// The demo customer's ten orders, oldest first: one of each thing the order screens show
// (catalog discounts, a voucher, a service_fee line, a wallet part payment, service coupons
// used and expired, a partial and a full return, a cancellation, one delivered two days ago whose
// products can still be returned, and one awaiting payment).
import { fixture, pickOne, type Products } from './build-products.ts'
import type { Clock } from './clock.ts'
import { demoCustomer, demoVouchers } from './demo.ts'
import { addOrder, type OrderSpec, type PlacedOrder } from './order-builder.ts'
import type { Rng } from './prng.ts'
import type { UserRow } from './rows.ts'
import type { AddressJson } from '../../addresses/address-json.ts'
import type { SeedTables } from './tables.ts'

export interface DemoOrders {
  orders: PlacedOrder[]
  walletOrder: PlacedOrder
  coupons: PlacedOrder
  returnedShampoo: PlacedOrder
  returnedWipers: PlacedOrder
  /** What went back to the wallet for each return. */
  shampooRefund: number
  wiperRefund: number
}

export function placeDemoOrders(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: { products: Products; user: UserRow; addresses: AddressJson[] },
): DemoOrders {
  const { products, user, addresses } = ctx
  const channelId = demoCustomer.channelId
  const at = (days: number, hour = 11) => clock.at(-days, hour, rng.int(0, 59))
  const order = (spec: Omit<OrderSpec, 'user' | 'channelId'>) =>
    addOrder(t, rng, { user, channelId, address: addresses[0] ?? null, ...spec })

  const shampoo = pickOne(products, 'car-shampoo', channelId)
  const wipers = pickOne(products, 'wiper-blades', channelId)
  const interior = pickOne(products, 'interior-cleaning', channelId)
  const orders: PlacedOrder[] = [
    order({
      createdAt: at(150),
      status: 'FULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      shippingPrice: 1500,
      lines: [
        { product: fixture(products, 'fixedDiscount'), quantity: 1 },
        { product: pickOne(products, 'oil-filters', channelId), quantity: 1 },
      ],
    }),
    order({
      createdAt: at(120),
      status: 'FULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      serviceFee: 2000,
      lines: [
        {
          product: fixture(products, 'percentageDiscount'),
          quantity: 4,
          deliveryType: 'service_in_location',
        },
      ],
    }),
  ]
  const returnedShampoo = order({
    createdAt: at(90),
    status: 'PARTIALLY_RETURNED',
    chargeStatus: 'PARTIALLY_REFUNDED',
    shippingPrice: 1500,
    lines: [
      { product: shampoo, quantity: 2, returned: 1 },
      { product: pickOne(products, 'microfiber-and-tools', channelId), quantity: 1 },
    ],
  })
  const shampooRefund = returnedShampoo.lines[0]?.unit_price ?? 0
  returnedShampoo.order.total_charged = returnedShampoo.order.total - shampooRefund
  orders.push(returnedShampoo)
  const walletOrder = order({
    createdAt: at(60),
    status: 'FULFILLED',
    chargeStatus: 'FULLY_CHARGED',
    serviceFee: 1000,
    walletAmount: 10_000,
    lines: [
      {
        product: pickOne(products, 'batteries-up-to-60ah', channelId),
        quantity: 1,
        deliveryType: 'service_in_location',
      },
    ],
  })
  orders.push(walletOrder)
  const coupons = order({
    createdAt: at(40),
    status: 'FULFILLED',
    chargeStatus: 'FULLY_CHARGED',
    address: null,
    lines: [
      {
        product: fixture(products, 'carwashService'),
        quantity: 6,
        expiredAt: clock.at(50, 23, 59),
      },
      { product: interior, quantity: 2, expiredAt: clock.at(-5, 23, 59) },
      { product: fixture(products, 'oilChangeService'), quantity: 1 },
    ],
  })
  orders.push(coupons)
  const returnedWipers = order({
    createdAt: at(20),
    status: 'RETURNED',
    chargeStatus: 'FULLY_REFUNDED',
    shippingPrice: 1500,
    lines: [{ product: wipers, quantity: 2, returned: 2 }],
  })
  orders.push(returnedWipers)
  const wiperRefund = (returnedWipers.lines[0]?.unit_price ?? 0) * 2
  orders.push(
    order({
      createdAt: at(10),
      status: 'UNFULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      shippingPrice: 3000,
      voucher: { code: demoVouchers.percentage.code, percent: demoVouchers.percentage.value },
      lines: [{ product: pickOne(products, 'all-terrain-tires', channelId), quantity: 4 }],
    }),
    order({
      createdAt: at(3, 9),
      status: 'CANCELED',
      chargeStatus: 'FULLY_REFUNDED',
      shippingPrice: 1500,
      lines: [{ product: pickOne(products, 'chargers-and-jump-starters', channelId), quantity: 1 }],
    }),
    // Delivered two days ago: its products can still be returned (RETURN_DAYS is 7).
    order({
      createdAt: at(demoCustomer.returnableOrderDaysAgo, 17),
      status: 'FULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      shippingPrice: 1500,
      lines: [
        { product: fixture(products, 'plain'), quantity: 2 },
        { product: pickOne(products, 'microfiber-and-tools', channelId), quantity: 1 },
      ],
    }),
    order({
      createdAt: at(1, 8),
      status: 'UNCONFIRMED',
      chargeStatus: 'PENDING',
      shippingPrice: 1500,
      address: addresses[1] ?? null,
      lines: [
        { product: pickOne(products, 'car-fluids', channelId), quantity: 2 },
        { product: pickOne(products, 'wax-and-polish', channelId), quantity: 1 },
      ],
    }),
  )

  const returnReason = (root: string) =>
    t.poll_questions.find(
      (q) => q.category_id === products.all.find((p) => p.rootSlug === root)?.rootCategoryId,
    )?.id ?? null
  for (const [placed, quantity, days] of [
    [returnedShampoo, 1, 86],
    [returnedWipers, 2, 16],
  ] as const) {
    const line = placed.lines[0]
    if (!line) continue
    t.returns.push({
      id: t.returns.length + 1,
      order_line_id: line.id,
      user_id: user.id,
      quantity,
      poll_id: returnReason(placed === returnedShampoo ? 'carwash' : 'automobile'),
      status: 'verified',
      created_at: at(days, 10),
      verified_at: at(days, 12),
    })
  }

  return {
    orders,
    walletOrder,
    coupons,
    returnedShampoo,
    returnedWipers,
    shampooRefund,
    wiperRefund,
  }
}
