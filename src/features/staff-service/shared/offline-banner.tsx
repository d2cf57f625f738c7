import '@mantine/core/styles/Alert.css'
import { Alert } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '../../../lib/use-online.ts'

// Said once at the top of each staff screen while the device is offline.
export function OfflineBanner() {
  const { t } = useLingui()
  if (useOnline()) return null
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff size={18} />}
      mx="md"
      mb="sm"
      data-testid="offline-banner"
    >
      {t`You are offline. Services you submit are kept on this device and sent when the connection returns.`}
    </Alert>
  )
}
