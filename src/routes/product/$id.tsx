import { createFileRoute } from '@tanstack/react-router'
import { ProductScreen } from '../../features/catalog/product/product-screen.tsx'

export const Route = createFileRoute('/product/$id')({
  // Loaded on demand, so the first load of other pages does not carry the product's query.
  loader: ({ context, params }) =>
    void import('../../features/catalog/product/prefetch-product.ts').then((module) =>
      module.warmProduct(context.commerce(), params.id),
    ),
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  // A new product is a new screen: nothing of the previous one's state carries over.
  return <ProductScreen key={id} id={id} />
}
