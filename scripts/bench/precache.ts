// What the service worker precaches: the entries injected into dist/sw.js, with their sizes.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export function measurePrecache(distDir = 'dist'): {
  entries: number
  rawKb: number
  gzipKb: number
} {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((match) => match[1]!)
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const file = join(distDir, url)
    raw += statSync(file).size
    gzip += gzipSync(readFileSync(file)).length
  }
  return { entries: urls.length, rawKb: raw / 1024, gzipKb: gzip / 1024 }
}
