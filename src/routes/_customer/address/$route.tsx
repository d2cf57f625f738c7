import { createFileRoute, notFound } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { AddressesScreen } from '../../../features/addresses/addresses-screen.tsx'

// `a`: the account's address book; `d`: the same, reached from the checkout's delivery step.
export const Route = createFileRoute('/_customer/address/$route')({
  beforeLoad: ({ params }) => {
    if (params.route !== 'a' && params.route !== 'd') throw notFound()
  },
  loader: () =>
    warmPage(
      () => import('../../../features/addresses/address-book-query.ts'),
      (m) => m.myAddressesQuery(),
    ),
  component: AddressesRoute,
})

function AddressesRoute() {
  const { route } = Route.useParams()
  return <AddressesScreen route={route === 'd' ? 'd' : 'a'} />
}
