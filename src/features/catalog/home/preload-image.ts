// The home page's first banner asked for at once, ahead of other pictures. No imports: index.html
// runs it too (../early-queries.ts).
export function preloadImage(href: string, page: Document = document): void {
  const link = page.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  page.head.append(link)
}
