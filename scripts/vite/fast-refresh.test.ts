// `npm run dev` serves React with Fast Refresh (decision 270): the page gets React Refresh's
// runtime, and each component module registers its components with it, so an edit updates the
// component in place and keeps its state instead of reloading the page. Checked on Vite's dev
// server made from vite.config.ts as `npm run dev` loads it (outside Vitest's environment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'

let server: ViteDevServer

beforeAll(async () => {
  const vitest = process.env.VITEST
  delete process.env.VITEST
  try {
    server = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
  } finally {
    process.env.VITEST = vitest
  }
}, 60_000)

afterAll(async () => {
  await server?.close()
})

describe('npm run dev', () => {
  it('gives the page React Refresh’s runtime', async () => {
    const html = await server.transformIndexHtml('/', '<html><head></head><body></body></html>')
    expect(html).toContain('/@react-refresh')
  })

  it('registers a screen’s components with React Refresh', async () => {
    const result = await server.transformRequest('/src/shell/header.tsx')
    expect(result?.code).toContain('$RefreshReg$')
    expect(result?.code).toContain('import.meta.hot')
  })
})
