import { useState } from 'react'
import { IconPhotoOff } from '@tabler/icons-react'
import classes from './cart.module.css'

// The product's picture, or a placeholder when it has none or it cannot load (offline).
export function LineImage(props: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (!props.src || failed) {
    return (
      <span className={classes.imageFallback} role="img" aria-label={props.alt}>
        <IconPhotoOff size={28} stroke={1.2} />
      </span>
    )
  }
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={88}
      height={88}
      className={classes.image}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
