import { useDbQuery, type CartLineRecord } from '../../db/index.ts'

/** The saved cart's lines in order; null until IndexedDB has answered. */
export function useSavedLines(): CartLineRecord[] | null {
  return useDbQuery<CartLineRecord[] | null>(
    (db) => db.cartLines.orderBy('position').toArray(),
    [],
    null,
  )
}
