// Provides AddToCartContext above the routes. Kept tiny: it loads with every page, while the
// adding itself (checkout calls, IndexedDB) loads on the first Add.
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../app/toasts.tsx'
import {
  AddToCartContext,
  type AddToCart,
  type AddToCartProduct,
} from '../../entities/cart/add-to-cart-context.tsx'

export function AddToCartProvider(props: { children: ReactNode }) {
  const { t } = useLingui()
  const [adding, setAdding] = useState<ReadonlySet<string>>(() => new Set())

  const addToCart = useCallback(
    async (product: AddToCartProduct) => {
      setAdding((current) => new Set(current).add(product.id))
      try {
        const module = await import('./add-to-cart.ts')
        await module.addProductToCart(product)
      } catch {
        toast.error(t`You are offline. Adding to the cart needs a connection.`)
      } finally {
        setAdding((current) => {
          const next = new Set(current)
          next.delete(product.id)
          return next
        })
      }
    },
    [t],
  )

  const value = useMemo<AddToCart>(
    () => ({ addToCart, isAdding: (id) => adding.has(id) }),
    [addToCart, adding],
  )
  return <AddToCartContext.Provider value={value}>{props.children}</AddToCartContext.Provider>
}
