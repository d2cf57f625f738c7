// What the app waits for before its first render replaces the boot frame of index.html:
// - its stylesheet, which loads without blocking the first paint (the boot frame has inline
//   styles, the sheet comes as media="print"), so nothing ever shows unstyled; once loaded it is
//   switched on here (an onload attribute would be an inline script, which the page's
//   Content-Security-Policy refuses);
// - the home page's first banner or a product's picture, when the boot frame shows it
//   (src/features/catalog/early-queries.ts),
//   so the picture is painted once and then handed over, instead of flashing grey in between.
//   Never more than a second: a slow picture must not hold the app up. (The cap uses
//   AbortSignal.timeout rather than setTimeout so tests that freeze the page's clock still start.)
// - the language's font, so the first screen is drawn in it rather than drawn once in the
//   system font and again when the font arrives (the same one-second cap; precached fonts are
//   there at once).
import { atMost } from '../lib/at-most.ts'
import { nextTask } from '../lib/next-task.ts'

function loaded(element: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true })
    element.addEventListener('error', () => resolve(), { once: true })
  })
}

// The font faces are declared in the app's stylesheet: they can be asked for once it is in and
// switched on (a sheet for media="print" lends its faces to nothing on screen).
async function fontReady(): Promise<void> {
  if (!('fonts' in document)) return
  const arabic = document.documentElement.lang === 'ar'
  await document.fonts
    .load(arabic ? '16px "Cairo Variable"' : '16px "Inter Variable"', arabic ? 'عA' : 'A')
    .catch(() => undefined)
}

export async function bootFrameReady(): Promise<void> {
  const styles = document.querySelector<HTMLLinkElement>('link[data-app-styles]')
  // Switched on as soon as it is in: the boot frame still covers the app (index.html's #boot).
  // Already in, it is switched on in a task of its own, not in the app's code run: the browser
  // styles the page again then (decision 217).
  const stylesReady = (!styles || styles.sheet ? nextTask() : loaded(styles)).then(() => {
    if (styles) styles.media = 'all'
    return Promise.race([fontReady(), atMost(1000)])
  })
  const banner = document.querySelector<HTMLImageElement>('#boot img')
  const bannerReady = banner
    ? Promise.race([banner.decode().catch(() => {}), atMost(1000)])
    : Promise.resolve()
  await Promise.all([stylesReady, bannerReady])
}
