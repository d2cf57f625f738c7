import { useEffect } from 'react'
import { CloseButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { BannerLink } from './banner-link.tsx'
import type { Banner } from './home-content.ts'
import classes from './popup-banner.module.css'

// The popup banner, shown once: closing it (button or Escape) or opening what it points to
// marks it seen. It floats above the bottom navigation without blocking the page (no overlay,
// no focus trap), so a first visit can still use the header, the menu or the store chip.
export function PopupBanner(props: { banner: Banner; onSeen: () => void }) {
  const { t } = useLingui()
  const { onSeen } = props
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onSeen()
    }
    document.addEventListener('keydown', close)
    return () => document.removeEventListener('keydown', close)
  }, [onSeen])
  return (
    <section
      className={classes.popup}
      role="dialog"
      aria-modal="false"
      aria-label={props.banner.label}
      data-testid="popup-banner"
    >
      <BannerLink
        banner={props.banner}
        width={600}
        height={800}
        className={classes.image}
        onOpen={onSeen}
      />
      <p className={classes.label}>{props.banner.label}</p>
      <CloseButton
        className={classes.close}
        aria-label={t`Close`}
        onClick={onSeen}
        data-testid="popup-close"
      />
    </section>
  )
}
