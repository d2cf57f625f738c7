import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeData, urlOfRouteFile, withoutLoader } from './route-data.ts'

const routesDir = join(import.meta.dirname, '../src/routes')
const pages = globSync('**/*.tsx', { cwd: routesDir })
  .filter((file) => !file.split('/').at(-1)!.startsWith('_'))
  .map((file) => {
    const path = join(routesDir, file)
    const source = readFileSync(path, 'utf8')
    return { url: urlOfRouteFile(source, file), ...routeData(path, source) }
  })

describe('data known to the router (decision 281)', () => {
  it('finds the pages that read data', () => {
    expect(pages.filter((page) => page.reads.length > 0).length).toBeGreaterThanOrEqual(19)
  })

  it.each(pages.filter((page) => page.reads.length + page.ownReads.length > 0))(
    '$url starts its data in a loader, or says why not',
    (page) => {
      if (page.url in withoutLoader) expect(page.loader).toBe(false)
      else expect(page.loader).toBe(true)
    },
  )

  it.each(pages.filter((page) => page.loader))(
    '$url’s loader starts only queries its screen reads',
    (page) => {
      expect(page.loaderQueries.length).toBeGreaterThan(0)
      for (const query of page.loaderQueries.filter((name) => name !== 'appointmentTab'))
        expect(page.reads).toContain(query)
    },
  )

  it.each(pages.filter((page) => page.loader))(
    '$url’s screen reads its data through shared queries only',
    (page) => {
      expect(page.ownReads).toEqual([])
    },
  )

  it('lists no page without a loader that has one, or that no longer exists', () => {
    const urls = new Set(pages.map((page) => page.url))
    for (const url of Object.keys(withoutLoader)) expect(urls).toContain(url)
  })
})
