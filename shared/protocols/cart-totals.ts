// The cart's totals as the session keeps them (the badge counts them). Apart from cart-records.ts
// because every page's first load reads the empty totals, and the rest of that module (sums in
// baisa, price rules) is needed only once a cart answer comes.
export interface CartTotals {
  totalAmount: number
  totalQuantity: number
  payableAmount: number
  discountAmount: number
  taxAmount: number
  walletAmount: number
  totalUsableCredit: number
}

export const emptyCartTotals: CartTotals = {
  totalAmount: 0,
  totalQuantity: 0,
  payableAmount: 0,
  discountAmount: 0,
  taxAmount: 0,
  walletAmount: 0,
  totalUsableCredit: 0,
}
