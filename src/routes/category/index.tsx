import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/category/')({
  component: CategoryRoute,
})

function CategoryRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Products`}</ScreenTitle>
}
