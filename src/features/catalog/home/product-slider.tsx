import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useQuery } from 'urql'
import { SliderProductsDocument } from '../../../api/generated/commerce.ts'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import classes from './home.module.css'

const SliderCards = lazy(() =>
  import('./slider-cards.tsx').then((module) => ({ default: module.SliderCards })),
)

/** One query per slider: Saleor's page limit is 100. */
const SLIDER_LIMIT = 100

// A named row of products, scrolled sideways, in the order the content page gives. Its
// products are asked for, and its cards drawn, when the row comes near the screen: a home page
// of sliders would otherwise build dozens of cards before the first banner shows.
// `titled` false: the block around it already says its name (a block "Tires" holding a slider
// "Tires" showed the word twice).
export function ProductSlider(props: {
  name: string
  productIds: readonly string[]
  titled: boolean
}) {
  const channel = useChannel()
  const row = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = row.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  const ids = props.productIds.slice(0, SLIDER_LIMIT)
  const [result] = useQuery({
    query: SliderProductsDocument,
    variables: { channel, ids },
    pause: !near || ids.length === 0,
  })
  const byId = new Map(
    (result.data?.products?.edges ?? []).map((edge) => [edge.node.id, edge.node]),
  )
  // The channel may not list every product of the slider.
  const products = ids.flatMap((id) => byId.get(id) ?? [])
  if (result.data && products.length === 0) return null
  return (
    <section
      className={classes.slider}
      data-testid="products-slider"
      aria-label={props.titled ? undefined : props.name}
    >
      {props.titled && <h3 className={classes.sliderTitle}>{props.name}</h3>}
      <div className={classes.sliderRow} ref={row} aria-busy={products.length === 0}>
        {products.length === 0 ? (
          <Placeholders ids={ids} />
        ) : (
          <Suspense fallback={<Placeholders ids={ids} />}>
            <SliderCards products={products} />
          </Suspense>
        )}
      </div>
    </section>
  )
}

function Placeholders(props: { ids: readonly string[] }) {
  return props.ids.slice(0, 3).map((id) => <div key={id} className={classes.sliderPlaceholder} />)
}
