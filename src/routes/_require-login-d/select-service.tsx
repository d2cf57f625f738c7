import { createFileRoute } from '@tanstack/react-router'
import { SelectServiceScreen } from '../../features/staff-service/select-service/select-service-screen.tsx'

export interface SelectServiceSearch {
  step?: 'summary'
}

export const Route = createFileRoute('/_require-login-d/select-service')({
  validateSearch: (search: Record<string, unknown>): SelectServiceSearch =>
    search.step === 'summary' ? { step: 'summary' } : {},
  component: SelectServiceRoute,
})

function SelectServiceRoute() {
  const { step } = Route.useSearch()
  return <SelectServiceScreen step={step === 'summary' ? 'summary' : 'lines'} />
}
