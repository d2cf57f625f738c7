// The three GraphQL clients: commerce (normalized cache), wallet and one-time code. The
// commerce client is replaced on sign-out so no cached data of one person reaches the next.
import { Client, fetchExchange } from '@urql/core'
import { anonymousFetch, authFetch } from './auth-fetch.ts'
import { apiConfig } from './config.ts'
import { commerceCache } from './commerce-cache.ts'

function makeCommerceClient(): Client {
  return new Client({
    url: apiConfig.commerceUrl,
    exchanges: [commerceCache(), fetchExchange],
    fetch: authFetch,
    requestPolicy: 'cache-and-network',
  })
}

// Made on first use rather than on import: the app's start makes it in a task of its own
// (src/main.tsx, decision 211).
let commerce: Client | null = null
const listeners = new Set<() => void>()

export const walletClient = new Client({
  url: apiConfig.walletUrl,
  exchanges: [fetchExchange],
  fetch: authFetch,
  requestPolicy: 'network-only',
})

export const otpClient = new Client({
  url: apiConfig.otpUrl,
  exchanges: [fetchExchange],
  fetch: anonymousFetch,
  requestPolicy: 'network-only',
})

export function commerceClient(): Client {
  commerce ??= makeCommerceClient()
  return commerce
}

export function subscribeCommerceClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function resetCommerceClient(): void {
  commerce = makeCommerceClient()
  listeners.forEach((listener) => listener())
}
