import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { ProductCard } from '../product-card/product-card.tsx'
import classes from './home.module.css'

// The cards of a products slider: loaded with the first slider that comes near the screen,
// so the home page's first load carries no product-card code.
export function SliderCards(props: { products: readonly ProductCardFieldsFragment[] }) {
  return (
    <>
      {props.products.map((product) => (
        <div key={product.id} className={classes.sliderItem}>
          <ProductCard product={product} />
        </div>
      ))}
    </>
  )
}
