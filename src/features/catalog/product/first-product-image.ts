// The picture a product page shows first (its largest paint): the first of its media, else its
// thumbnail. No imports, plain data in and out: index.html also runs it
// (src/features/catalog/early-queries.ts), before the app's code arrives.
interface ProductAnswer {
  product?: {
    media?: { url: string }[] | null
    thumbnail?: { url: string } | null
  } | null
}

export function firstProductImage(data: ProductAnswer | null | undefined): string | null {
  return data?.product?.media?.[0]?.url ?? data?.product?.thumbnail?.url ?? null
}
