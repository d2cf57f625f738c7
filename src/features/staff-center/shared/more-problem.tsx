import { Button, Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Failure } from '../../../api/failure-text.ts'

// A later page of a list that could not load: the rows already shown stay.
export function MoreProblem(props: { error: Failure; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <Group justify="center" gap="sm" role="alert" data-testid="more-error">
      <Text size="sm" c="red.8">
        {props.error.offline
          ? t`You are offline. Check your connection and try again.`
          : props.error.message || t`We could not reach the server. Try again in a moment.`}
      </Text>
      <Button size="compact-sm" variant="light" onClick={props.onRetry}>
        {t`Try again`}
      </Button>
    </Group>
  )
}
