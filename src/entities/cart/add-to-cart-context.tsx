// The hook point between the catalog's Add buttons and the cart, so neither feature imports
// the other.
//
// Contract:
// - The cart feature provides `AddToCartContext` once, above the routes (around the <Outlet />
//   of src/routes/__root.tsx), with a value whose `addToCart(product)` adds one
//   unit of the product's variant to the person's cart, shows the spec's messages (success
//   toast 'Added to your cart.', the error display on failure) and resolves when done.
//   It never throws: failures are shown, not raised.
// - `isAdding(productId)` says whether an add of that product is under way (the button shows a
//   spinner and is disabled meanwhile).
// - The catalog's button sends a visitor (no login) to /login/ before ever calling it, and
//   disables itself for a product out of stock (quantityAvailable 0).
// - Without a provider (a test rendering a card alone) the button stays disabled for a signed-in
//   person: never a pretended success.
import { createContext, useContext } from 'react'
import type { CartProductSnapshot } from '#shared/protocols/cart-change-record.ts'

/** The product as shown, with its global id (`id`): what the device keeps of it (decision 290). */
export type AddToCartProduct = Omit<CartProductSnapshot, 'productId'> & { id: string }

export interface AddToCart {
  addToCart(product: AddToCartProduct): Promise<void>
  isAdding(productId: string): boolean
}

export const AddToCartContext = createContext<AddToCart | null>(null)

export function useAddToCart(): AddToCart | null {
  return useContext(AddToCartContext)
}
