// Where a Web Push subscription may send us (decision 234). A subscription's endpoint is an
// address the server itself will post to whenever the person is sent a notification, so it is
// accepted only on HTTPS hosts of known push services (PUSH_SERVICE_HOSTS: Firebase, Mozilla,
// Apple, Microsoft by default), on the standard port, with no credentials, never an IP literal
// nor a local or private name, whatever the list says. Checked when a device registers, and
// again before each send (a row written before the rule is not trusted either).
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const

export type EndpointProblem =
  | 'not_a_url'
  | 'not_https'
  | 'credentials'
  | 'port'
  | 'ip_literal'
  | 'local_name'
  | 'unknown_service'

const localSuffixes = ['localhost', 'local', 'internal', 'lan', 'home', 'corp', 'intranet']

const isIpLiteral = (host: string) =>
  host.startsWith('[') || /^\d+(\.\d+){0,3}$/.test(host) || /^0x[0-9a-f]+$/i.test(host)

export function pushEndpointProblem(
  endpoint: string,
  serviceHosts: readonly string[],
): EndpointProblem | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'not_a_url'
  }
  if (url.protocol !== 'https:') return 'not_https'
  if (url.username || url.password) return 'credentials'
  if (url.port !== '') return 'port'
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (isIpLiteral(host)) return 'ip_literal'
  const labels = host.split('.')
  if (labels.length < 2 || localSuffixes.includes(labels.at(-1)!)) return 'local_name'
  const known = serviceHosts.some((service) => host === service || host.endsWith(`.${service}`))
  return known ? null : 'unknown_service'
}
