// When a query cannot reach the commerce endpoint (no network, or the server failing), a
// feature may answer it from what the device keeps (the catalogue the service worker saved in
// IndexedDB). The answer goes through graphcache like any result, so screens need no offline
// branch. Answers are registered by operation name and loaded on first use.
import { getOperationName, makeResult, mapExchange, type OperationResult } from '@urql/core'

export type OfflineAnswer = (
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown> | null>

const answers = new Map<string, () => Promise<OfflineAnswer>>()

export function registerOfflineAnswer(
  operationName: string,
  load: () => Promise<OfflineAnswer>,
): void {
  answers.set(operationName, load)
}

function cannotReachServer(result: OperationResult): boolean {
  const networkError = result.error?.networkError
  if (!networkError) return false
  const status = (result.error?.response as { status?: number } | undefined)?.status
  return status === undefined || status === 0 || status >= 500
}

export const offlineAnswerExchange = mapExchange({
  async onResult(result) {
    if (result.operation.kind !== 'query' || !cannotReachServer(result)) return result
    const load = answers.get(getOperationName(result.operation.query) ?? '')
    if (!load) return result
    try {
      const answer = await load()
      const data = await answer(result.operation.variables as Record<string, unknown>)
      if (!data) return result
      return makeResult(result.operation, { data, extensions: { offline: true } })
    } catch {
      return result
    }
  },
})
