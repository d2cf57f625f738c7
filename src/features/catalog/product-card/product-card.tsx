import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { AddToCartButton } from './add-to-cart-button.tsx'
import { DiscountBadge } from '../../../ui/money/discount-badge.tsx'
import { PriceTag } from './price-tag.tsx'
import { productView } from './product-view.ts'
import { ShareButton } from './share-button.tsx'
import { ProductImage } from './product-image.tsx'
import classes from './product-card.module.css'

export function ProductCard(props: { product: ProductCardFieldsFragment; eager?: boolean }) {
  const { t, i18n } = useLingui()
  const view = productView(props.product, i18n.locale)
  return (
    <article className={classes.card} data-testid="product-card" data-product-id={view.id}>
      <div className={classes.media}>
        <Link
          to="/product/$id"
          params={{ id: view.id }}
          className={classes.imageLink}
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImage src={view.image} size={160} eager={props.eager} />
        </Link>
        <DiscountBadge badge={view.badge} className={classes.cardBadge} />
        <ShareButton productId={view.id} name={view.name} className={classes.share} />
      </div>
      <Link
        to="/product/$id"
        params={{ id: view.id }}
        className={classes.name}
        data-testid="card-name"
      >
        {view.name}
      </Link>
      <PriceTag shown={view.shown} />
      {!view.inStock && (
        <span className={classes.outOfStock} data-testid="out-of-stock">
          {t`Out of stock`}
        </span>
      )}
      <div className={classes.actions}>
        <AddToCartButton product={view} />
        <Link
          to="/product/$id"
          params={{ id: view.id }}
          className={classes.more}
          aria-label={t`More details about ${view.name}`}
        >
          {t`More details`}
        </Link>
      </div>
    </article>
  )
}
