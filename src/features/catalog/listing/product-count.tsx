import { Plural } from '@lingui/react/macro'

// Counts of products as ICU plurals: Arabic has a form for zero, one, two, a few (3–10), many
// (11–99) and the rest, and a bare "{n} products" reads wrongly for most of them.
export function ProductCount(props: { count: number }) {
  const count = props.count
  return <Plural value={count} one="# product" other="# products" />
}

export function FoundCount(props: { count: number }) {
  const count = props.count
  return <Plural value={count} one="# product found" other="# products found" />
}
