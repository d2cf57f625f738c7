import { useState } from 'react'
import { IconPhotoOff } from '@tabler/icons-react'
import classes from './product-card.module.css'

// A square picture with its size set before it loads (no layout shift), lazy unless it is
// among the first things on screen; a placeholder when it is missing or fails (offline and
// not saved).
export function ProductImage(props: {
  src: string | null
  size: number
  alt?: string
  eager?: boolean
}) {
  const [failed, setFailed] = useState(false)
  if (!props.src || failed) {
    return (
      <span
        className={classes.imageFallback}
        style={{ aspectRatio: '1' }}
        role="img"
        aria-label={props.alt ?? ''}
      >
        <IconPhotoOff size={32} stroke={1.2} />
      </span>
    )
  }
  return (
    <img
      src={props.src}
      alt={props.alt ?? ''}
      width={props.size}
      height={props.size}
      className={classes.image}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
