import { apiConfig } from '../../api/config.ts'
import { isInternalLink } from './sanitize-html.ts'

// A notification's link or image address: paths stay inside the app; images are served by
// the backend, so a relative one is read against the REST address.
export function appPathOf(link: string): string | null {
  if (!isInternalLink(link)) return null
  const url = new URL(link, window.location.origin)
  return url.pathname + url.search + url.hash
}

export function imageUrlOf(image: string): string {
  try {
    return new URL(image, apiConfig.restUrl).href
  } catch {
    return image
  }
}
