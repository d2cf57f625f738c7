// The demo logins and the fixtures that tests, the start script and the docs can rely on.
// Data only: the seed reads these values and builds the database around them. Money is baisa.

export interface DemoLogin {
  role: 'customer' | 'staff' | 'admin'
  /** Digits with the country code, as stored in users.phone. */
  phone: string
  /** What a person types after choosing +968. */
  mobile: string
  countryCode: string
  firstName: string
  lastName: string
  description: string
}

export const demoUsers = {
  customer: {
    role: 'customer',
    phone: '96891234567',
    mobile: '91234567',
    countryCode: '968',
    firstName: 'Ahmed',
    lastName: 'Al Balushi',
    description: 'customer: wallet 25.000 OMR, orders, cars, addresses, bills, notifications',
  },
  staff: {
    role: 'staff',
    phone: '96892345678',
    mobile: '92345678',
    countryCode: '968',
    firstName: 'Salim',
    lastName: 'Al Harthi',
    description: 'staff: manager of HiG Car Care – Al Khuwair (active center)',
  },
  inactiveStaff: {
    role: 'staff',
    phone: '96893456789',
    mobile: '93456789',
    countryCode: '968',
    firstName: 'Khalid',
    lastName: 'Al Hinai',
    description: 'staff of an inactive center (sees "access denied")',
  },
  admin: {
    role: 'admin',
    phone: '96890000000',
    mobile: '90000000',
    countryCode: '968',
    firstName: 'HiG',
    lastName: 'Admin',
    description: 'admin (may send notifications)',
  },
} as const satisfies Record<string, DemoLogin>

/** The logins to print or document, in that order. */
export const demoLogins: readonly DemoLogin[] = [
  demoUsers.customer,
  demoUsers.staff,
  demoUsers.inactiveStaff,
  demoUsers.admin,
]

/** Where the demo customer lives and shops. Ids are those the seed assigns. */
export const demoCustomer = {
  phone: demoUsers.customer.phone,
  email: 'ahmed.albalushi@example.com',
  countryId: 2,
  provinceId: 1,
  provinceSlug: 'muscat',
  channelId: 1,
  channelSlug: 'muscat',
  cityId: 3,
  citySlug: 'bawshar',
  regionName: 'Al Khuwair',
  walletBalance: 25_000,
  carCount: 2,
  addressCount: 3,
  orderCount: 10,
  /** The order paid partly from the wallet (a gift card with metadata {"wallet":"wallet"}). */
  walletOrderNumber: 1031,
  /** Delivered two days ago: inside the 7-day window, so its products can be returned. */
  returnableOrderDaysAgo: 2,
} as const

export const demoStaffCenter = {
  id: 1,
  nameEn: 'HiG Car Care – Al Khuwair',
  citySlug: 'bawshar',
  isActive: true,
  managerPhone: demoUsers.staff.phone,
} as const

export const demoInactiveCenter = {
  id: 2,
  nameEn: 'HiG Car Care – Al Amrat',
  citySlug: 'al-amrat',
  isActive: false,
  managerPhone: demoUsers.inactiveStaff.phone,
} as const

/** Customers the staff member can look up in the new-service flow. */
export const staffLookups = {
  /** Named, has cars and unused, unexpired coupons in Carwash and Engine Oil services. */
  couponCustomer: {
    phone: '96895550101',
    firstName: 'Fatma',
    lastName: 'Al Rawahi',
    hasCars: true,
    hasCoupons: true,
  },
  /** Blank first and last name (the name dialog shows), has a car and coupons. */
  namelessCustomer: {
    phone: '96895550102',
    firstName: '',
    lastName: '',
    hasCars: true,
    hasCoupons: true,
  },
  /** Named, no cars, has coupons. */
  carlessCustomer: {
    phone: '96895550103',
    firstName: 'Yousuf',
    lastName: 'Al Kindi',
    hasCars: false,
    hasCoupons: true,
  },
  /** Nobody has this number. */
  unregisteredPhone: '96899999999',
} as const

export interface FixtureProduct {
  id: number
  leaf: string
  nameEn: string
  /** Same price, discount and stock in every Omani channel. */
  price: number
  discountKind: 'none' | 'fixed' | 'percentage'
  discountValue: number
  quantity: number
  isService: boolean
}

export const fixtureProducts = {
  fixedDiscount: {
    id: 1,
    leaf: 'synthetic-5w-30',
    nameEn: 'Mobil 1 5W-30 Fully Synthetic 4 L',
    price: 16_800,
    discountKind: 'fixed',
    discountValue: 2_000,
    quantity: 40,
    isService: false,
  },
  percentageDiscount: {
    id: 2,
    leaf: 'summer-tires-16-inch',
    nameEn: 'Michelin Primacy 4 205/55 R16',
    price: 35_100,
    discountKind: 'percentage',
    discountValue: 15,
    quantity: 24,
    isService: false,
  },
  outOfStock: {
    id: 3,
    leaf: 'batteries-61-to-80ah',
    nameEn: 'Varta Blue Dynamic 70Ah',
    price: 36_000,
    discountKind: 'none',
    discountValue: 0,
    quantity: 0,
    isService: false,
  },
  plain: {
    id: 4,
    leaf: 'synthetic-5w-30',
    nameEn: 'Castrol EDGE 5W-30 Fully Synthetic 4 L',
    price: 16_500,
    discountKind: 'none',
    discountValue: 0,
    quantity: 150,
    isService: false,
  },
  carwashService: {
    id: 5,
    leaf: 'exterior-wash',
    nameEn: 'Foam Wash & Tire Shine – Sedan',
    price: 3_500,
    discountKind: 'none',
    discountValue: 0,
    quantity: 200,
    isService: true,
  },
  oilChangeService: {
    id: 6,
    leaf: 'oil-change-services',
    nameEn: 'Oil Change Service – Shell Helix HX8 5W-30 – Sedan',
    price: 21_000,
    discountKind: 'none',
    discountValue: 0,
    quantity: 200,
    isService: true,
  },
} as const satisfies Record<string, FixtureProduct>

/** The fixtures' slugs (the English name in kebab-case, & spelled "and"). */
export const fixtureProductSlugs = {
  fixedDiscount: 'mobil-1-5w-30-fully-synthetic-4-l',
  percentageDiscount: 'michelin-primacy-4-205-55-r16',
  outOfStock: 'varta-blue-dynamic-70ah',
  plain: 'castrol-edge-5w-30-fully-synthetic-4-l',
  carwashService: 'foam-wash-and-tire-shine-sedan',
  oilChangeService: 'oil-change-service-shell-helix-hx8-5w-30-sedan',
} as const

export const demoVouchers = {
  percentage: { code: 'save10', kind: 'percentage', value: 10, minAmount: 0 },
  /** 1,000 orders in all (Saleor's usageLimit). */
  fixed: { code: 'minus2', kind: 'fixed', value: 2_000, minAmount: 0, usageLimit: 1_000 },
  expired: { code: 'expired5', kind: 'percentage', value: 5, minAmount: 0 },
  minimum: {
    code: 'big20',
    kind: 'percentage',
    value: 20,
    minAmount: 50_000,
    oncePerCustomer: true,
  },
  inactive: { code: 'paused15', kind: 'percentage', value: 15, minAmount: 0 },
  /** 100 % off the products: with free collection, nothing is left to pay (payment case d). */
  free: { code: 'free100', kind: 'percentage', value: 100, minAmount: 0, oncePerCustomer: true },
} as const

/** The shipping method that costs nothing: collecting the order at the service center. */
export const freeCollection = {
  en: 'Collect at HiG Car Care – Al Khuwair (free)',
  ar: 'الاستلام من مركز HiG للعناية بالسيارات – الخوير (مجانًا)',
} as const

export const demoChannels = {
  /** The default store location: Muscat governorate. */
  default: 'muscat',
  /** Al Wusta lists only part of the catalog, so switching to it visibly changes listings. */
  thin: 'al-wusta',
  /** UAE channels exist but are inactive and list nothing. */
  inactive: 'dubai',
} as const

export const firstOrderNumber = 1001

/** The category the app must hide (no products) and the one it must always show. */
export const demoCategories = {
  empty: 'car-electronics',
  sales: 'sales',
  deepest: 'synthetic-5w-30',
} as const

export const defaultProductCount = 320
