import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CustomersScreen } from '../../features/staff-center/customers/customers-screen.tsx'
import { parseQSearch } from '../../features/staff-center/shared/q-search.ts'

export const Route = createFileRoute('/_require-login/customers')({
  validateSearch: parseQSearch,
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
