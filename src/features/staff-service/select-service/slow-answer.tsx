import { Button, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

// Over Submit while the server is slow to answer: the service is already queued on the device,
// so nobody has to stand and wait for the spinner.
export function SlowAnswer() {
  const { t } = useLingui()
  return (
    <Group gap="xs" justify="space-between" mb="xs" role="status" data-testid="submit-slow">
      <Text size="sm" style={{ flex: '1 1 12rem' }}>
        {t`No answer from the server yet. The service is saved on this device and will be sent by itself.`}
      </Text>
      <Button
        component={Link}
        to="/new-service/pending/"
        variant="light"
        data-testid="submit-slow-go-on"
      >
        {t`Pending services`}
      </Button>
    </Group>
  )
}
