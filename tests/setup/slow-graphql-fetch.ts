import { vi } from 'vitest'

// The network as unit tests replace it: a GraphQL endpoint that answers `data` after a moment,
// counting the requests.
export function slowGraphqlFetch(data: unknown) {
  return vi.fn(
    () =>
      new Promise<Response>((resolve) =>
        setTimeout(
          () =>
            resolve(
              new Response(JSON.stringify({ data }), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          20,
        ),
      ),
  )
}
