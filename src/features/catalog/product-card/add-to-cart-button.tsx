import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useIsLoggedIn } from '../../../api/session-store.ts'
import { keepAddForSignIn } from '../../../entities/cart/add-after-sign-in.ts'
import { useAddToCart, type AddToCartProduct } from '../../../entities/cart/add-to-cart-context.tsx'
import type { ProductView } from './product-view.ts'
import classes from './add-to-cart-button.module.css'

function cartProductOf(view: ProductView): AddToCartProduct | null {
  if (!view.variantId || !view.channel) return null
  return {
    id: view.id,
    variantId: view.variantId,
    channel: view.channel,
    name: view.nameEn,
    nameAr: view.nameAr,
    image: view.image,
    price: view.shown.price,
    discount: view.shown.discount,
    payable: view.shown.payable,
    discountPercentage: view.shown.discountPercentage,
    quantityAvailable: view.quantityAvailable,
  }
}

// Add to cart: a visitor is sent to /login/ and back here afterwards, where the Add completes
// (decision 263); a product out of stock cannot be added; the cart feature does the adding
// through AddToCartContext.
export function AddToCartButton(props: {
  product: ProductView
  fullWidth?: boolean
  size?: 'xs' | 'md'
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  // Read when pressed: a subscription per card would re-render every card on each navigation.
  const router = useRouter()
  const loggedIn = useIsLoggedIn()
  const cart = useAddToCart()
  const { product } = props
  const cartProduct = cartProductOf(product)
  const adding = cart?.isAdding(product.id) ?? false
  return (
    <div style={props.fullWidth ? { width: '100%' } : undefined}>
      <button
        type="button"
        className={`${classes.add} mantine-focus-auto mantine-active`}
        data-size={props.size ?? 'xs'}
        data-full-width={props.fullWidth || undefined}
        disabled={!product.inStock || !cartProduct || (loggedIn && !cart) || adding}
        data-loading={adding || undefined}
        aria-busy={adding || undefined}
        // The name starts with the words on the button (WCAG 2.5.3), then says which product.
        // Out of stock, the badge beside it says so once; the button is only dimmed.
        aria-label={t`Add ${product.name} to cart`}
        data-testid="add-to-cart"
        onClick={() => {
          if (!loggedIn) {
            const here = router.state.location.href
            if (cartProduct) keepAddForSignIn(cartProduct, here)
            void navigate({ to: '/login/', search: { redirect: here } })
            return
          }
          if (cart && cartProduct) void cart.addToCart(cartProduct)
        }}
      >
        {adding ? (
          <span className={classes.spinner} aria-hidden="true" />
        ) : (
          <IconShoppingCartPlus size={16} aria-hidden="true" />
        )}
        {t`Add`}
      </button>
    </div>
  )
}
