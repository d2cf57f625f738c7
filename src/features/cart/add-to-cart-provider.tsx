// Provides AddToCartContext above the routes. Kept tiny: it loads with every page, while the
// adding itself (checkout calls, IndexedDB) loads on the first Add.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useIsLoggedIn } from '../../api/session-store.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { takeAddAfterSignIn } from '../../entities/cart/add-after-sign-in.ts'
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

  // A visitor's Add kept while they signed in: completed once they are back, signed in, on the
  // page they pressed it on (decision 263). Anywhere else it is dropped: they moved on.
  const loggedIn = useIsLoggedIn()
  const here = useLocation({ select: (location) => location.href })
  const signingIn = /^\/(login|verify-otp)\b/.test(here)
  useEffect(() => {
    if (!loggedIn || signingIn) return
    const kept = takeAddAfterSignIn()
    if (kept && kept.from === here) void addToCart(kept.product)
  }, [loggedIn, signingIn, here, addToCart])

  const value = useMemo<AddToCart>(
    () => ({ addToCart, isAdding: (id) => adding.has(id) }),
    [addToCart, adding],
  )
  return <AddToCartContext.Provider value={value}>{props.children}</AddToCartContext.Provider>
}
