// Whether our backend answers: auth-fetch notes every call to it (status 0 when no answer
// came). A watcher hears when a call answers after calls it watches had failed (no answer or
// 5xx): the server is back, so the staff queue sends at once instead of waiting out its
// backoff (decision 170). A watcher may ignore some calls, such as its own: an endpoint that
// keeps failing while the rest of the server answers is no news.
type Watcher = (url: string, status: number) => void

const watchers = new Set<Watcher>()

export function noteServerAnswer(url: string, status: number): void {
  watchers.forEach((watcher) => watcher(url, status))
}

export function onServerBack(
  listener: () => void,
  ignoring: (url: string) => boolean = () => false,
): () => void {
  let troubled = false
  const watcher: Watcher = (url, status) => {
    if (ignoring(url)) return
    if (status === 0 || status >= 500) troubled = true
    else if (troubled) {
      troubled = false
      listener()
    }
  }
  watchers.add(watcher)
  return () => watchers.delete(watcher)
}
