import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { ProductCard } from '../product-card/product-card.tsx'
import { useRevealed } from '../../../lib/next-task.ts'
import classes from './home.module.css'

/** The cards a phone shows of a slider (two and a half), and then per task. */
const CARDS_AT_ONCE = 2

// The cards of a products slider: loaded with the first slider that comes near the screen,
// so the home page's first load carries no product-card code. The cards on screen come at
// once, the rest of the row a few per task: a row of 8 to 12 cards drawn at once was a 20 ms
// task in the home page's start (decision 220).
export function SliderCards(props: { products: readonly ProductCardFieldsFragment[] }) {
  const products = useRevealed(props.products, CARDS_AT_ONCE, CARDS_AT_ONCE)
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
