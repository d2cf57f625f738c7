// The app that ships is rendered by React DOM itself (docs/decisions/270-react-again.md), the
// version package.json installs, not a stand-in behind React's names. React DOM announces itself to
// React's developer tools through a global hook; the test plays that hook, as the extension does.
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures.ts'

interface Renderer {
  rendererPackageName?: string
  version?: string
}

declare global {
  interface Window {
    __renderers?: Renderer[]
  }
}

const installed = (
  JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }
).version

test('the built app is rendered by React DOM, the installed version', async ({ page }) => {
  await page.addInitScript(() => {
    window.__renderers = []
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: Renderer) {
          window.__renderers!.push({
            rendererPackageName: renderer.rendererPackageName,
            version: renderer.version,
          })
          return window.__renderers!.length
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    })
  })
  await page.goto('/')
  await expect(page.getByTestId('header-carousel')).toBeVisible()
  const renderers = await page.evaluate(() => window.__renderers ?? [])
  expect(renderers).toEqual([{ rendererPackageName: 'react-dom', version: installed }])
  expect(installed).toMatch(/^19\./)
  // The root React DOM rendered into is its own, marked the way only createRoot marks it.
  const reactRoot = await page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  )
  expect(reactRoot).toBe(true)
})
