// The commerce endpoint's caches. Behind them, the offline answers (offline-answers.ts) stand in
// for the network when it cannot be reached.
import {
  cacheExchange as answerCacheExchange,
  composeExchanges,
  getOperationName,
  type Operation,
} from '@urql/core'
import { lazyExchange } from './lazy-exchange.ts'
import { offlineAnswerExchange } from './offline-answers.ts'
import { screenAsksExchange } from './screen-asks.ts'
import { splitExchange } from './split-exchange.ts'

// Queries whose answer is read whole by one screen and shares no entity any other screen reads
// from it: kept as answers (urql's document cache) rather than normalized. The home page's
// content (hundreds of banner values) and its category roots, written into the normalized
// cache and read back, were long tasks of the home page's start (decision 221).
const wholeAnswerQueries: ReadonlySet<string> = new Set(['HomeContent', 'RootCategories'])

const keptWhole = (operation: Operation) =>
  wholeAnswerQueries.has(getOperationName(operation.query) ?? '')

// Everything else goes through the normalized cache (graphcache.ts), whose code loads when the
// first such query is asked: not in the first load of the home page (decision 271).
export function commerceCache() {
  return composeExchanges([
    splitExchange(
      keptWhole,
      answerCacheExchange,
      lazyExchange(() => import('./graphcache.ts').then((module) => module.normalizedCache())),
    ),
    offlineAnswerExchange,
    screenAsksExchange,
  ])
}
