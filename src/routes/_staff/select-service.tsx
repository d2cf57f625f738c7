import { createFileRoute } from '@tanstack/react-router'
import { searchChoice, searchFields } from '../../lib/search-fields.ts'
import { SelectServiceScreen } from '../../features/staff-service/select-service/select-service-screen.tsx'

export const Route = createFileRoute('/_staff/select-service')({
  staticData: { signInAt: '/login/d/' },
  validateSearch: searchFields({ step: searchChoice(['summary']) }),
  component: SelectServiceRoute,
})

function SelectServiceRoute() {
  const { step } = Route.useSearch()
  return <SelectServiceScreen step={step === 'summary' ? 'summary' : 'lines'} />
}
