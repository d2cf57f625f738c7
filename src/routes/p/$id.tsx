import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/p/$id')({
  component: BillRatingRoute,
})

function BillRatingRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Rate your service`}</ScreenTitle>
}
