import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { currentLanguage } from '../../i18n/i18n.ts'
import { expiryOf } from './expiry.ts'
import { formatDateTime } from '../../entities/format/date-time.ts'
import { useNow } from './use-now.ts'

// "Expires in 12:34", live, under an hour; "Expires on 3 Jun 2026, 18:00" further away.
export function ExpiryLabel(props: { expiresAt: string | null; onExpired: () => void }) {
  const { t } = useLingui()
  const now = useNow(props.expiresAt !== null)
  const expiry = expiryOf(props.expiresAt, now)
  const { onExpired } = props
  const expired = expiry.kind === 'expired'
  useEffect(() => {
    if (expired) onExpired()
  }, [expired, onExpired])

  if (expiry.kind === 'countdown') {
    return (
      <Text size="sm" c="red.8" fw={600} role="timer" data-testid="notification-expiry">
        {t`Expires in`}{' '}
        <span className="ltr-number" dir="ltr">
          {expiry.text}
        </span>
      </Text>
    )
  }
  if (expiry.kind === 'date') {
    const date = formatDateTime(expiry.date, currentLanguage())
    return (
      <Text size="sm" c="dimmed" data-testid="notification-expiry">
        {t`Expires on ${date}`}
      </Text>
    )
  }
  return null
}
