// What the app waits for before its first render replaces the boot frame of index.html:
// - its stylesheet, which loads without blocking the first paint (the boot frame has inline
//   styles, the sheet comes as media="print"), so nothing ever shows unstyled; once loaded it is
//   switched on here (an onload attribute would be an inline script, which the page's
//   Content-Security-Policy refuses);
// - the home page's first banner, when the boot frame shows it (scripts/vite/early-home-query.ts),
//   so the picture is painted once and then handed over, instead of flashing grey in between.
//   Never more than a second: a slow picture must not hold the app up. (The cap uses
//   AbortSignal.timeout rather than setTimeout so tests that freeze the page's clock still start.)
function loaded(element: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true })
    element.addEventListener('error', () => resolve(), { once: true })
  })
}

function atMost(milliseconds: number): Promise<void> {
  return new Promise((resolve) =>
    AbortSignal.timeout(milliseconds).addEventListener('abort', () => resolve(), { once: true }),
  )
}

export async function bootFrameReady(): Promise<void> {
  const styles = document.querySelector<HTMLLinkElement>('link[data-app-styles]')
  const stylesReady = !styles || styles.sheet ? Promise.resolve() : loaded(styles)
  const banner = document.querySelector<HTMLImageElement>('.boot-banner img')
  const bannerReady = banner
    ? Promise.race([banner.decode().catch(() => {}), atMost(1000)])
    : Promise.resolve()
  await Promise.all([stylesReady, bannerReady])
  if (styles) styles.media = 'all'
}
