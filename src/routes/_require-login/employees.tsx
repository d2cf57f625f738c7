import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login/employees')({
  component: EmployeesRoute,
})

function EmployeesRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Employees`}</ScreenTitle>
}
