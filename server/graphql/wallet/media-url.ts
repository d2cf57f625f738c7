// Gateway logos are backend media (/media/gateways/…): absolute, so an app served from another
// origin shows them too.
import { requestOrigin } from '../../payments/callback-host.ts'

export function absoluteMediaUrl(path: string | null, request: Request): string | null {
  if (!path) return null
  return /^https?:\/\//.test(path) ? path : `${requestOrigin(request)}${path}`
}
