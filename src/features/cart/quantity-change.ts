// The spec's plus and minus on a cart line. Plus raises by one. Minus lowers by one; at one it
// removes the line: the only line is deleted and the checkout forgotten (the cart is then
// empty), otherwise the line is set to zero.
export type QuantityChange = { kind: 'set'; quantity: number } | { kind: 'delete-last-line' }

export function quantityChange(quantity: number, lineCount: number, step: 1 | -1): QuantityChange {
  if (step === 1) return { kind: 'set', quantity: quantity + 1 }
  if (quantity > 1) return { kind: 'set', quantity: quantity - 1 }
  return lineCount <= 1 ? { kind: 'delete-last-line' } : { kind: 'set', quantity: 0 }
}
