import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Banner } from './home-content.ts'
import classes from './home.module.css'

// A banner's picture, opening its product in the app or its external page in a new tab (with
// no access back to the app: noopener noreferrer). Width and height are the picture's own,
// so the page keeps its layout while it loads.
export function BannerLink(props: {
  banner: Banner
  width: number
  height: number
  priority?: boolean
  className?: string
  onOpen?: () => void
}) {
  const { t } = useLingui()
  const { banner } = props
  const image = banner.image ? (
    <img
      src={banner.image}
      alt={banner.label}
      width={props.width}
      height={props.height}
      className={classes.bannerImage}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : undefined}
      decoding={props.priority ? 'sync' : 'async'}
    />
  ) : (
    <span className={classes.bannerText}>{banner.label}</span>
  )
  const className = `${classes.banner} ${props.className ?? ''}`
  if (banner.productId) {
    return (
      <Link
        to="/product/$id"
        params={{ id: banner.productId }}
        className={className}
        onClick={props.onOpen}
        data-testid="banner"
        data-slot={banner.slot}
      >
        {image}
      </Link>
    )
  }
  if (banner.externalUrl) {
    return (
      <a
        href={banner.externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={props.onOpen}
        data-testid="banner"
        data-slot={banner.slot}
      >
        {image}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
    )
  }
  return (
    <div className={className} data-testid="banner" data-slot={banner.slot}>
      {image}
    </div>
  )
}
