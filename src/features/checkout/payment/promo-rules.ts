// A promo code as typed: at most 15 characters, lower-cased (codes are compared that way).
export const MAX_PROMO_CODE = 15

export const promoCodeInput = (value: string) => value.toLowerCase().slice(0, MAX_PROMO_CODE)
