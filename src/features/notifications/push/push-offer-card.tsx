import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconBellRinging } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { dismissPushOffer } from './push-offer.ts'
import { turnOnPush } from './turn-on-push.ts'

// The app's own ask before the browser's: what push brings, then "Turn on" (which calls the
// browser's prompt) or "Not now". Always in the flow of the page (on the notifications screen,
// or under a finished task's result), never over it (docs/decisions/120).
export function PushOfferCard(props: { onDone: () => void }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)

  const turnOn = async () => {
    setBusy(true)
    const outcome = await turnOnPush()
    setBusy(false)
    if (outcome === 'on') toast.success(t`Notifications are on.`)
    else if (outcome === 'denied')
      toast.warning(
        t`Notifications are blocked. You can allow them in your browser's site settings.`,
      )
    else if (outcome === 'failed')
      toast.error(t`Notifications could not be turned on on this device. Try again later.`)
    else if (outcome === 'dismissed') dismissPushOffer()
    props.onDone()
  }

  const notNow = () => {
    dismissPushOffer()
    props.onDone()
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      role="region"
      aria-label={t`Turn on notifications`}
      data-testid="push-offer"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBellRinging size={28} stroke={1.5} color="#0b5e6b" aria-hidden="true" />
          <Text size="sm">
            {t`Turn on notifications to hear about your orders, offers and service reminders, even when the app is closed.`}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" size="xs" onClick={notNow} disabled={busy}>
            {t`Not now`}
          </Button>
          <Button size="xs" onClick={() => void turnOn()} loading={busy}>
            {t`Turn on notifications`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
