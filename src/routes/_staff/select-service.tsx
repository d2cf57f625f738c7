import { createFileRoute } from '@tanstack/react-router'
import { present, searchChoice } from '../../lib/search-fields.ts'
import { SelectServiceScreen } from '../../features/staff-service/select-service/select-service-screen.tsx'

export interface SelectServiceSearch {
  step?: 'summary'
}

export const Route = createFileRoute('/_staff/select-service')({
  staticData: { signInAt: '/login/d/' },
  validateSearch: (search: Record<string, unknown>): SelectServiceSearch =>
    present({ step: searchChoice(search.step, ['summary'] as const) }),
  component: SelectServiceRoute,
})

function SelectServiceRoute() {
  const { step } = Route.useSearch()
  return <SelectServiceScreen step={step === 'summary' ? 'summary' : 'lines'} />
}
