// Shipping methods, payment gateways and vouchers. The WALLET gateway records wallet payments
// in the ledger; the app never offers it as a payment option.
import { freeCollection } from '../demo.ts'
import type { PaymentGatewayRow } from '../rows.ts'

export const shippingMethods = [
  {
    en: 'Standard delivery (2–4 working days)',
    ar: 'التوصيل العادي (2–4 أيام عمل)',
    price: 1_500,
    working: true,
    days: '2-4',
  },
  {
    en: 'Express delivery (next working day)',
    ar: 'التوصيل السريع (يوم العمل التالي)',
    price: 3_000,
    working: true,
    days: '1',
  },
  { en: 'Same-day delivery', ar: 'التوصيل في نفس اليوم', price: 5_000, working: false, days: '0' },
  { ...freeCollection, price: 0, working: true, days: '0' },
]

export const paymentGateways: PaymentGatewayRow[] = [
  {
    id: 'dev-card',
    name: 'Bank card',
    name_ar: 'بطاقة بنكية',
    logo_url: '/media/gateways/dev-card.svg',
    fee_percentage: 0,
    wallet_chargeable: true,
    sort: 1,
  },
  {
    id: 'dev-wallet-pay',
    name: 'Thawani',
    name_ar: 'ثواني',
    logo_url: '/media/gateways/dev-wallet-pay.svg',
    fee_percentage: 2,
    wallet_chargeable: true,
    sort: 2,
  },
  {
    id: 'WALLET',
    name: 'Wallet',
    name_ar: 'المحفظة',
    logo_url: '/media/gateways/WALLET.svg',
    fee_percentage: 0,
    wallet_chargeable: false,
    sort: 3,
  },
]
