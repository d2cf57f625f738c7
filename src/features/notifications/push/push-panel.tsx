import '@mantine/core/styles/Alert.css'
import { Alert, Text } from '@mantine/core'
import { IconBellOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PushOfferCard } from './push-offer-card.tsx'
import { pushPermission, type PushPermission } from './push-support.ts'

// On the list: the spec's message where the browser cannot do push, a note where the person
// blocked it, and the offer to turn it on where nobody asked yet.
export function PushPanel() {
  const { t } = useLingui()
  const [permission, setPermission] = useState<PushPermission>(pushPermission)
  const [offerClosed, setOfferClosed] = useState(false)

  if (permission === 'unsupported') {
    return (
      <Alert
        color="gray"
        icon={<IconBellOff size={20} />}
        title={t`Notifications are not supported`}
        data-testid="push-unsupported"
      >
        {t`This browser cannot receive notifications. Add the app to your home screen or use an up-to-date browser to get them.`}
      </Alert>
    )
  }
  if (permission === 'denied') {
    return (
      <Text size="sm" c="dimmed" data-testid="push-blocked">
        {t`Notifications are blocked for this app. Allow them in your browser's site settings to get them on this device.`}
      </Text>
    )
  }
  if (permission === 'default' && !offerClosed) {
    return (
      <PushOfferCard
        onDone={() => {
          setOfferClosed(true)
          setPermission(pushPermission())
        }}
      />
    )
  }
  return null
}
