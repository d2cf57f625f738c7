import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { lazySearch, searchChoice } from '../../lib/search-fields.ts'
import { SelectServiceScreen } from '../../features/staff-service/select-service/select-service-screen.tsx'

export const Route = createFileRoute('/_staff/select-service')({
  staticData: { signInAt: '/login/d/' },
  validateSearch: lazySearch(() => z.object({ step: searchChoice(['summary']) })),
  component: SelectServiceRoute,
})

function SelectServiceRoute() {
  const { step } = Route.useSearch()
  return <SelectServiceScreen step={step === 'summary' ? 'summary' : 'lines'} />
}
