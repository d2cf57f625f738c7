// Notifications: the demo customer's inbox (seen and unseen, one with an image and an in-app
// product link, one linking out, one expiring within the hour, one already expired; HTML
// messages), and a few for the demo staff member.
import { toGlobalId } from '../../lib/global-id.ts'
import type { Products } from './build-products.ts'
import { fixture } from './build-products.ts'
import type { DemoAccount } from './build-demo-customer.ts'
import type { Clock } from './clock.ts'
import type { NotificationRow, UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

// The demo's notifications are written in one language (as the notify command sends them).
type Draft = Omit<NotificationRow, 'id' | 'user_id' | 'site' | 'subject_ar' | 'message_ar'>

export function buildNotifications(
  t: SeedTables,
  clock: Clock,
  ctx: {
    products: Products
    account: DemoAccount
    customer: UserRow
    staff: UserRow
    khareefBannerId: number
  },
): void {
  const { products, account, customer, staff } = ctx
  const battery = fixture(products, 'outOfStock')
  const oil = fixture(products, 'fixedDiscount')
  // In-app product links name the product the way the app's own links do (its global id).
  const productPath = (id: number) => `/product/${toGlobalId('Product', id)}/`
  const latest = account.orders.length - 1
  const orderRef = (index: number) => `{order:${account.orders[index]?.order.id ?? 0}}`
  const unrated = account.bills[account.bills.length - 1]
  const after = (iso: string | undefined) =>
    new Date(Date.parse(iso ?? clock.now.toISOString()) + 60_000).toISOString()
  const push = (user: UserRow, drafts: Draft[]) => {
    for (const d of drafts)
      t.notifications.push({
        id: t.notifications.length + 1,
        user_id: user.id,
        site: 'gmall',
        subject_ar: null,
        message_ar: null,
        ...d,
      })
  }
  const none = { image: null, link: null, expires_at: null }
  push(customer, [
    {
      ...none,
      subject: 'Welcome to HiG',
      message:
        '<p>Welcome, Ahmed! Add your car to get reminders for your next <b>oil change</b>.</p>',
      send_time: clock.at(-170, 10),
      seen: true,
    },
    {
      ...none,
      subject: `Order #${orderRef(2)}: return approved`,
      message: `<p>Your return for order <b>#${orderRef(2)}</b> was approved and the amount was added to your <a href="/wallet/">wallet</a>.</p>`,
      send_time: clock.at(-86, 12, 5),
      seen: true,
    },
    {
      ...none,
      subject: 'Drive safe this khareef',
      message:
        '<p>Fog and rain on the Salalah mountain roads: check your <b>tires and wipers</b> before you travel.</p><p>Read the Royal Oman Police advice.</p>',
      image: `/media/banners/${ctx.khareefBannerId}.svg`,
      link: 'https://www.rop.gov.om/english/',
      send_time: clock.at(-45, 9),
      seen: true,
    },
    {
      ...none,
      subject: 'Your interior cleaning coupon has expired',
      message:
        '<p>One <b>interior cleaning</b> coupon from your order expired unused. Your car wash coupons are still valid.</p>',
      send_time: clock.at(-5, 8, 30),
      seen: true,
    },
    {
      ...none,
      subject: `Order #${orderRef(6)} is being prepared`,
      message: `<p>We are preparing your tires. Order <b>#${orderRef(6)}</b> will be delivered within 2 working days.</p>`,
      link: '/my-orders/',
      send_time: clock.at(-9, 16),
      seen: false,
    },
    {
      ...none,
      subject: 'Weekend offer: 25% off car care',
      message: '<p><b>25% off</b> shampoos and waxes, this weekend only.</p>',
      send_time: clock.at(-9, 10),
      expires_at: clock.at(-6, 23, 59),
      seen: false,
    },
    {
      ...none,
      subject: 'عرض خاص على زيوت المحرك',
      message: `<p dir="rtl">وفّر <b>2 ريال</b> على ${oil.row.name_ar}. <a href="${productPath(oil.row.id)}">تسوق الآن</a></p>`,
      image: `/media/products/${oil.row.id}.svg`,
      link: productPath(oil.row.id),
      send_time: clock.at(-3, 18),
      seen: false,
    },
    {
      ...none,
      subject: 'How was your visit?',
      message: `<p>Rate your car wash at <b>HiG Car Care – Al Khuwair</b>. It takes ten seconds.</p>`,
      link: `/p/${unrated?.token ?? ''}/`,
      send_time: clock.at(-4, 18, 30),
      seen: false,
    },
    {
      ...none,
      subject: 'Flash sale ends in one hour',
      message: `<p><b>${battery.row.name_en}</b> is back soon: order now and get it fitted for free. Offer ends in <b>one hour</b>.</p>`,
      image: `/media/products/${battery.row.id}.svg`,
      link: productPath(battery.row.id),
      send_time: clock.minutes(-20),
      expires_at: clock.minutes(60),
      seen: false,
    },
    {
      ...none,
      subject: `We received order #${orderRef(latest)}`,
      message: `<p>Thank you! We will confirm order <b>#${orderRef(latest)}</b> as soon as the payment clears.</p>`,
      link: '/my-orders/',
      send_time: after(account.orders[latest]?.order.created_at),
      seen: false,
    },
  ])
  push(staff, [
    {
      ...none,
      subject: 'New appointments today',
      message:
        '<p>Three customers collect their orders at <b>Al Khuwair</b> today. See <a href="/appointment">appointments</a>.</p>',
      link: '/appointment',
      send_time: clock.at(0, 7, 30),
      seen: false,
    },
    {
      ...none,
      subject: 'Stock delivered',
      message:
        '<p>New tires and batteries were delivered to your center. Check <a href="/stocks">stocks</a>.</p>',
      link: '/stocks',
      send_time: clock.at(-3, 9),
      seen: true,
    },
    {
      ...none,
      subject: 'Monthly service report',
      message: '<p>Your team recorded more services this month than last month. Well done!</p>',
      send_time: clock.at(-20, 9),
      seen: true,
    },
  ])
}
