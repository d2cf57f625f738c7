// Saleor's global ids: base64 of "Type:pk". The app treats them as opaque strings; REST answers
// and notifications carry them in links to the app's pages.
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64')
}
