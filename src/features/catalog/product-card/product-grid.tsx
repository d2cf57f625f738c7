import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { ProductCard } from './product-card.tsx'
import classes from './product-card.module.css'

export function ProductGrid(props: { products: readonly ProductCardFieldsFragment[] }) {
  return (
    <div className={classes.grid} data-testid="product-grid">
      {props.products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </div>
  )
}
