// Asking every open page of the app to do something the worker cannot (send with the person's
// session), each answering on a channel of its own. A page that does not answer in time counts
// as no answer.
declare const self: ServiceWorkerGlobalScope

const REPLY_TIMEOUT_MS = 120_000

function askPage<Reply>(page: Client, request: unknown): Promise<Reply | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(null), REPLY_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<Reply>) => {
      clearTimeout(timer)
      resolve(event.data)
    }
    page.postMessage(request, [channel.port2])
  })
}

export async function askOpenPages<Reply>(request: unknown): Promise<(Reply | null)[]> {
  const pages = await self.clients.matchAll({ type: 'window' })
  return Promise.all(pages.map((page) => askPage<Reply>(page, request)))
}
