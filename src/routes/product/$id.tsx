import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { ProductScreen } from '../../features/catalog/product/product-screen.tsx'

export const Route = createFileRoute('/product/$id')({
  loader: ({ params }) =>
    warmPage(
      () => import('../../features/catalog/product/product-queries.ts'),
      (m) => m.productQuery(params.id),
    ),
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  // A new product is a new screen: nothing of the previous one's state carries over.
  return <ProductScreen key={id} id={id} />
}
