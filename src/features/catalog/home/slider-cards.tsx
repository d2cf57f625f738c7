import { useDeferredValue } from 'react'
import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { ProductCard } from '../product-card/product-card.tsx'
import classes from './home.module.css'

/** The cards a phone shows of a slider at once (two and a half). */
const CARDS_AT_ONCE = 2

// The cards of a products slider: loaded with the first slider that comes near the screen,
// so the home page's first load carries no product-card code. The cards on screen come at
// once, the rest of the row in a deferred render that React cuts into short slices: a row of
// 8 to 12 cards drawn at once was a 20 ms task in the home page's start (decisions 220, 272).
export function SliderCards(props: { products: readonly ProductCardFieldsFragment[] }) {
  const products = useDeferredValue(props.products, props.products.slice(0, CARDS_AT_ONCE))
  return (
    <>
      {products.map((product) => (
        <div key={product.id} className={classes.sliderItem}>
          <ProductCard product={product} />
        </div>
      ))}
    </>
  )
}
