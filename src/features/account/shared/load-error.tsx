import { Button, Stack, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

// A screen that could not load its data: what went wrong and a way to try again.
export function LoadError(props: { message?: string; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" data-testid="load-error">
      <IconCloudOff size={36} stroke={1.4} aria-hidden="true" />
      <Text ta="center">{props.message || t`error in connecting to the server`}</Text>
      <Button size="xs" variant="light" onClick={props.onRetry}>
        {t`Try again`}
      </Button>
    </Stack>
  )
}
