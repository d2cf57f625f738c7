// Where a product can be shared: its link is the site's origin plus /product/{id}, and each
// target gets it in the form its share page expects.
export type ShareTarget = 'email' | 'whatsapp' | 'telegram' | 'twitter' | 'facebook'

export const shareTargets: readonly ShareTarget[] = [
  'email',
  'whatsapp',
  'telegram',
  'twitter',
  'facebook',
]

export function productLink(origin: string, productId: string): string {
  return `${origin.replace(/\/$/, '')}/product/${encodeURIComponent(productId)}`
}

export function shareUrl(target: ShareTarget, link: string, title: string): string {
  const url = encodeURIComponent(link)
  const text = encodeURIComponent(title)
  switch (target) {
    case 'email':
      return `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${link}`)}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${text}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${text}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
  }
}
