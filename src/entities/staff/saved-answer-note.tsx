import { Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../format/date-time.ts'

// Marks a lookup or a staff list shown from its last good answer because the network is gone,
// with when it was saved, in the app's one date and time style (decision 142).
export function SavedAnswerNote(props: { savedAt: number }) {
  const { t, i18n } = useLingui()
  const when = formatDateTime(new Date(props.savedAt), i18n.locale)
  return (
    <Text size="xs" c="orange.9" data-testid="saved-answer" style={{ display: 'flex', gap: 4 }}>
      <IconHistory size={14} aria-hidden />
      <span>
        {t`Offline: last saved answer`} <span>{when}</span>
      </span>
    </Text>
  )
}
