import { Button, Stack, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { failureStatus, type Failure } from '../../../api/failure-text.ts'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'

// A staff list or record that could not load: the access-denied view for a 403, otherwise
// the server's message (or the connection's) and a way to try again, unless the record is gone
// (404: deleted, or never there), which trying again will not change.
export function LoadProblem(props: { error: Failure; onRetry: () => void }) {
  const { t } = useLingui()
  const status = failureStatus(props.error)
  if (status === 403) return <AccessDenied />
  const message = props.error.offline
    ? t`You are offline. Check your connection and try again.`
    : props.error.message || t`We could not reach the server. Try again in a moment.`
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" data-testid="load-error">
      <IconCloudOff size={36} stroke={1.4} aria-hidden="true" />
      <Text ta="center">{message}</Text>
      {status !== 404 && (
        <Button size="xs" variant="light" onClick={props.onRetry} data-testid="load-retry">
          {t`Try again`}
        </Button>
      )}
    </Stack>
  )
}
