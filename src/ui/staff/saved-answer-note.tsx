import { Text } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

// Marks a lookup shown from its last good answer because the network is gone.
export function SavedAnswerNote(props: { savedAt: number }) {
  const { t, i18n } = useLingui()
  const when = i18n.date(new Date(props.savedAt), {
    dateStyle: 'short',
    timeStyle: 'short',
    numberingSystem: 'latn',
  })
  return (
    <Text size="xs" c="orange.9" data-testid="saved-answer" style={{ display: 'flex', gap: 4 }}>
      <IconHistory size={14} aria-hidden />
      <span>
        {t`Offline: last saved answer`} <span>{when}</span>
      </span>
    </Text>
  )
}
