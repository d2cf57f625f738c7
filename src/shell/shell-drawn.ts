import { atMost } from '../lib/at-most.ts'

// The app's frame draws its box first and the rest in a deferred render
// (src/shell/app-shell.tsx): the boot frame goes once that is in, so nothing of the frame
// ever appears after the page has.
let markShellDrawn: () => void = () => {}
const shellDrawnPromise = new Promise<void>((resolve) => {
  markShellDrawn = resolve
})

export function shellIsDrawn(): void {
  markShellDrawn()
}

// At most a second: a first route that draws no shell (an error page) must not keep the boot
// frame up.
export function shellDrawn(): Promise<void> {
  return Promise.race([shellDrawnPromise, atMost(1000)])
}
