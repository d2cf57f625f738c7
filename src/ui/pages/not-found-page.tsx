import { IconMapOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from './result-page.tsx'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <ResultPage
      testId="not-found"
      icon={<IconMapOff size={64} stroke={1.2} color="var(--mantine-color-dimmed)" />}
      title="404"
      description={t`Sorry, we could not find this page.`}
      homeLabel={t`Back home`}
    />
  )
}
