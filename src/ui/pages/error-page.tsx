import { IconAlertTriangle } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from './result-page.tsx'

export function ErrorPage() {
  const { t } = useLingui()
  return (
    <ResultPage
      testId="error-page"
      icon={<IconAlertTriangle size={64} stroke={1.2} color="#e8590c" />}
      title={t`Sorry, something went wrong`}
      description={t`Go back to the home page and try again.`}
      homeLabel={t`Back home`}
    />
  )
}
