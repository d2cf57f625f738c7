import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { EmptyState } from './empty-state.tsx'

// A list that could not be read: what went wrong, and Try again in its place.
export function RetryState(props: { message: string; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <EmptyState
      message={props.message}
      action={
        <Button variant="light" onClick={props.onRetry}>
          {t`Try again`}
        </Button>
      }
    />
  )
}
