import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { renderApp } from '../../../../tests/setup/render-app.tsx'
import { AddToCartContext, type AddToCart } from '../../../entities/cart/add-to-cart-context.tsx'
import { AddToCartButton } from './add-to-cart-button.tsx'
import type { ProductView } from './product-view.ts'

const view = (quantityAvailable: number): ProductView => ({
  id: 'UHJvZHVjdDox',
  channel: 'muscat',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  name: 'Mobil 1 5W-30',
  nameEn: 'Mobil 1 5W-30',
  nameAr: 'موبيل 1',
  image: null,
  categoryId: null,
  shown: { price: 16.8, discount: 2, payable: 14.8, tax: 0, discountPercentage: 11.9 },
  visibleDiscountType: 'fixed',
  badge: { kind: 'fixed', amount: 2 },
  quantityAvailable,
  inStock: quantityAvailable > 0,
})

// The cart's side of the contract, as the cart feature provides it: here an add under way.
const adding: AddToCart = { addToCart: () => Promise.resolve(), isAdding: () => true }
const idle: AddToCart = { addToCart: () => Promise.resolve(), isAdding: () => false }

async function renderButton(product: ProductView, cart: AddToCart) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <AddToCartContext.Provider value={cart}>
          <AddToCartButton product={product} />
        </AddToCartContext.Provider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await renderApp(<RouterProvider router={router} />)
  return screen.findByTestId('add-to-cart')
}

describe('add to cart button', () => {
  it('while an add is under way, is busy and cannot be pressed again', async () => {
    const button = await renderButton(view(40), adding)
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('data-loading')).toBe(true)
    expect(button.getAttribute('aria-label')).toBe('Add Mobil 1 5W-30 to cart')
  })

  it('for a product in stock, can be pressed and is not busy', async () => {
    const button = await renderButton(view(40), idle)
    expect(button).toHaveProperty('disabled', false)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.hasAttribute('data-loading')).toBe(false)
    expect(button.textContent).toBe('Add')
  })

  it('for a product out of stock, cannot be pressed, and leaves saying so to the badge', async () => {
    const button = await renderButton(view(0), idle)
    expect(button).toHaveProperty('disabled', true)
    expect(button.textContent).toBe('Add')
    expect(button.getAttribute('aria-label')).toBe('Add Mobil 1 5W-30 to cart')
    expect(button.hasAttribute('data-loading')).toBe(false)
  })
})
