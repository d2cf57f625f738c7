import { BannerLink } from './banner-link.tsx'
import type { HomeBlock } from './home-content.ts'
import { ProductSlider } from './product-slider.tsx'
import classes from './home.module.css'

const sameName = (name: string) => name.trim().toLocaleLowerCase()

export function HomeBlockView(props: { block: HomeBlock }) {
  return (
    <section
      className={classes.block}
      data-testid="home-block"
      aria-labelledby={`block-${props.block.id}`}
    >
      <h2 className={classes.blockTitle} id={`block-${props.block.id}`}>
        {props.block.title}
      </h2>
      <div className={classes.blockItems}>
        {props.block.items.map((item, index) => {
          if (item.kind === 'banner') {
            return (
              <BannerLink key={item.banner.id} banner={item.banner} width={1200} height={400} />
            )
          }
          if (item.kind === 'pair') {
            return (
              <div key={`pair-${index}`} className={classes.pair}>
                {[item.left, item.right].map((banner) =>
                  banner ? (
                    <BannerLink key={banner.id} banner={banner} width={600} height={600} />
                  ) : null,
                )}
              </div>
            )
          }
          return (
            <ProductSlider
              key={item.id}
              name={item.name}
              productIds={item.productIds}
              titled={sameName(item.name) !== sameName(props.block.title)}
            />
          )
        })}
      </div>
    </section>
  )
}
