import { IconCloudOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '../../../lib/use-online.ts'
import classes from './offline-indicator.module.css'

// A small note that the catalog shown is the one saved on the device.
export function OfflineIndicator() {
  const { t } = useLingui()
  const online = useOnline()
  if (online) return null
  return (
    <p className={classes.note} role="status" data-testid="offline-indicator">
      <IconCloudOff size={16} aria-hidden="true" />
      {t`Offline: showing the catalog saved on this device.`}
    </p>
  )
}
