import { Button, useDirection } from '@mantine/core'
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

// Back to the list the person came from, with its filters (history), or to the list's
// address when the detail was opened directly.
export function BackButton(props: { fallback: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const { dir } = useDirection()
  const Icon = dir === 'rtl' ? IconArrowRight : IconArrowLeft
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<Icon size={16} />}
      onClick={() => (canGoBack ? router.history.back() : props.fallback())}
      data-testid="back"
    >
      {t`Back`}
    </Button>
  )
}
