import { Button, Stack, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { CombinedError } from 'urql'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

// A screen that could not load its data: what went wrong, in the one wording every screen uses
// for it (offline, the server's own words, or the server out of reach), and a way to try again.
export function LoadError(props: { message?: string; error?: unknown; onRetry: () => void }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const error = props.error instanceof CombinedError ? new GraphqlFailure(props.error) : props.error
  const message =
    props.message || failureText(error, t`We could not reach the server. Try again in a moment.`)
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" data-testid="load-error">
      <IconCloudOff size={36} stroke={1.4} aria-hidden="true" />
      <Text ta="center">{message}</Text>
      <Button size="xs" variant="light" onClick={props.onRetry}>
        {t`Try again`}
      </Button>
    </Stack>
  )
}
