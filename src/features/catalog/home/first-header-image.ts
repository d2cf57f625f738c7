// The picture of the header's first banner (top-header-1), as the carousel shows it: the home
// page's largest picture, preloaded as early as possible. No imports, plain data in and out:
// index.html also runs it (src/features/catalog/early-queries.ts), before the app's code has
// arrived.
interface HomeAnswer {
  pageTypes?: { edges: { node: { id: string; slug: string } }[] } | null
  pages?: {
    edges: {
      node: {
        pageType: { id: string }
        attributes: { attribute: { slug: string }; values: { file?: { url: string } | null }[] }[]
      }
    }[]
  } | null
}

export function firstHeaderImage(data: HomeAnswer | null | undefined): string | null {
  const header = new Set(
    (data?.pageTypes?.edges ?? [])
      .filter((edge) => edge.node.slug === 'header')
      .map((edge) => edge.node.id),
  )
  const slots = (data?.pages?.edges ?? [])
    .filter((edge) => header.has(edge.node.pageType.id))
    .flatMap((edge) => edge.node.attributes)
    .filter((slot) => /^top-header-\d+$/.test(slot.attribute.slug))
    .sort((a, b) => Number(a.attribute.slug.slice(11)) - Number(b.attribute.slug.slice(11)))
  return slots[0]?.values[0]?.file?.url ?? null
}
