// What a page reads and what its route's loader starts, read from the code (decision 281): the
// route file, then its feature's screen and the feature files the screen imports. A screen reads
// a shared query with `useReadQuery(x(…))`, `usePagesQuery(x(…))`, `useKeptPages(x(…))`,
// `useCommerceQuery(x(…))` or `useProductPages(x(…))` (a product listing's first page), where
// `x` is written once beside the feature's calls; the loader starts the same `x`
// (`(m) => m.x(…)`). Used by scripts/route-map.ts and its test.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = join(import.meta.dirname, '..')
const featuresDir = join(root, 'src/features')

export interface RouteData {
  /** The shared queries the page's screen (and the feature files under it) reads. */
  reads: string[]
  /** Reads that are not a shared query (`useRead`, `usePages`, urql's `useQuery`). */
  ownReads: string[]
  /** Whether the route has a loader, and the queries it starts by name. */
  loader: boolean
  loaderQueries: string[]
}

/**
 * The pages whose screen reads data with no loader, and why. A new page with data and no loader
 * fails scripts/route-data.test.ts until it has one or says here why not.
 */
export const withoutLoader: Record<string, string> = {
  '/': 'index.html asks for the home page before the app’s code arrives (decision 273)',
  '/service-center/': 'needs the city first: the store location, or a read of the profile',
  '/service-center/list/$id': 'needs the city first: the store location, or a read of the profile',
  '/login/': 'a captcha, asked only when the server wants one, is for one sign-in',
  '/login/c': 'a captcha is for one sign-in: a touch on a link must not spend one',
  '/login/d': 'a captcha, asked only when the server wants one, is for one sign-in',
  '/verify-otp/$route': 'a captcha, asked only when the server wants one, is for one sign-in',
  '/payment/done/':
    'opened by the gateway’s return, a full page load: a loader would start the new balance no earlier',
  '/payment/done/$code':
    'opened by the gateway’s return, a full page load: a loader would start the new balance no earlier',
  '/new-service': 'reads what the employee types (the customer’s phone)',
  '/select-service': 'reads what the employee typed on the page before (the customer’s phone)',
}

export function routeId(source: string, file: string): string {
  const id = /createFileRoute\('(?<id>[^']+)'\)/.exec(source)?.groups?.id
  if (id === undefined) throw new Error(`${file}: no createFileRoute('…')`)
  return id
}

// '/_staff/new-service_/pending' → '/new-service/pending': layouts leave the address, a
// trailing `_` only takes the route out of its parent's layout.
export function urlOf(id: string): string {
  const segments = id
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''))
  const url = `/${segments.join('/')}`
  return id.endsWith('/') && url !== '/' ? `${url}/` : url
}

/** A route file's address ('src/routes/_customer/p/$id.tsx' → '/p/$id'). */
export function urlOfRouteFile(source: string, file: string): string {
  return urlOf(routeId(source, file))
}

const sharedRead =
  /\buse(?:ReadQuery|PagesQuery|KeptPages|CommerceQuery|ProductPages)\(\s*(?:[\w.]+\s*\?\s*)?(\w+)\(/g
const ownRead = /\b(useRead|usePages|useQuery)\(/g
const relativeImport = /from '(\.{1,2}\/[^']+\.tsx?)'/g
const featureImport = /from '((?:\.\.\/)+features\/[^']+\.tsx?)'/g

// A screen's files: the feature files it imports, and theirs, never outside src/features.
function screenFiles(routeFile: string, source: string): string[] {
  const seen = new Set<string>()
  const queue = [...source.matchAll(featureImport)].map((match) =>
    resolve(dirname(routeFile), match[1] ?? ''),
  )
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file) || !existsSync(file) || relative(featuresDir, file).startsWith('..'))
      continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(relativeImport))
      queue.push(resolve(dirname(file), match[1] ?? ''))
  }
  return [...seen].filter((file) => !/\.test\.tsx?$/.test(file))
}

export function routeData(routeFile: string, source: string): RouteData {
  const reads = new Set<string>()
  const ownReads = new Set<string>()
  for (const file of screenFiles(routeFile, source)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(sharedRead)) reads.add(match[1] ?? '')
    for (const match of text.matchAll(ownRead)) ownReads.add(match[1] ?? '')
  }
  const loader = /\bloader:/.exec(source)
  const loaderText = loader ? source.slice(loader.index) : ''
  return {
    reads: [...reads].sort(),
    ownReads: [...ownReads].sort(),
    loader: loader !== null,
    loaderQueries: [
      ...new Set([...loaderText.matchAll(/\b(?:m|module)\.(\w+)\(/g)].map((m) => m[1] ?? '')),
    ].sort(),
  }
}
