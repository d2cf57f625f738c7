import { useEffect, useRef, useState } from 'react'
import { useDirection } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { afterLoadAndIdle } from '../../../lib/idle.ts'
import { BannerLink } from './banner-link.tsx'
import type { Banner } from './home-content.ts'
import classes from './home.module.css'

const CAROUSEL_INTERVAL_MS = 8000

// The header banners, one at a time, moving on every 8 s and starting over after the last.
// Pointing at it, focusing it or touching it holds it still; a swipe or a dot changes banner.
// It moves on its own for longer than 5 s, so it has a pause button (WCAG 2.2.2); a person
// who asked their device for reduced motion finds it paused, and may start it.
export function HeaderCarousel(props: { banners: readonly Banner[] }) {
  const { t } = useLingui()
  const { dir } = useDirection()
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const reducedMotion = useReducedMotion()
  // null: as the device prefers; true or false once the person pressed the button.
  const [pausedByPerson, setPausedByPerson] = useState<boolean | null>(null)
  const paused = pausedByPerson ?? reducedMotion
  const start = useRef<number | null>(null)
  const count = props.banners.length
  // The banners behind the first one are drawn once the page has settled: pictures decode on
  // the main thread, and only the first is seen during the load.
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let canceled = false
    void afterLoadAndIdle().then(() => !canceled && setSettled(true))
    return () => {
      canceled = true
    }
  }, [])

  useEffect(() => {
    if (held || paused || count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [held, paused, count])

  const current = count > 0 ? index % count : 0
  const step = (by: number) => setIndex((i) => (i + by + count) % count)
  return (
    <section
      className={classes.carousel}
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      data-testid="header-carousel"
      data-index={current}
      data-paused={paused || undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onPointerDown={(event) => {
        start.current = event.clientX
      }}
      onPointerUp={(event) => {
        if (start.current === null) return
        const moved = event.clientX - start.current
        start.current = null
        if (Math.abs(moved) < 40) return
        // Swiping towards the reading direction's start shows the next banner.
        step(moved < 0 === (dir !== 'rtl') ? 1 : -1)
      }}
    >
      <div
        className={classes.track}
        style={{ transform: `translateX(${(dir === 'rtl' ? 1 : -1) * current * 100}%)` }}
      >
        {props.banners.map((banner, i) => (
          <div
            key={banner.id}
            className={classes.slide}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {i === 0 || settled || i === current ? (
              <BannerLink banner={banner} width={1200} height={500} priority={i === 0} />
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={classes.dots}>
          <button
            type="button"
            className={classes.pause}
            aria-label={paused ? t`Play the offers` : t`Pause the offers`}
            onClick={() => setPausedByPerson(!paused)}
            data-testid="carousel-pause"
          >
            {paused ? <IconPlayerPlayFilled size={14} /> : <IconPlayerPauseFilled size={14} />}
          </button>
          {props.banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={classes.dot}
              aria-label={t`Show offer ${i + 1}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}
