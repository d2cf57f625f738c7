import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { CustomersScreen } from '../../features/staff-center/customers/customers-screen.tsx'
import { qSearch } from '../../lib/search-fields.ts'

export const Route = createFileRoute('/_staff/customers')({
  validateSearch: qSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) =>
    warmPage(
      () => import('../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.customersList(deps.q),
    ),
  component: CustomersRoute,
})

function CustomersRoute() {
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: '/customers' })
  return (
    <CustomersScreen
      q={q}
      onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
    />
  )
}
