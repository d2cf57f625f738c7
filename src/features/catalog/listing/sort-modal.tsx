import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Radio.css'
import { useState } from 'react'
import { Button, Radio, Stack } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import type { SortKey } from '#shared/domain/listing-sort.ts'
import { useSortLabels } from './sort-labels.ts'

export function SortModal(props: {
  opened: boolean
  onClose: () => void
  active: SortKey
  onSort: (sort: SortKey) => void
}) {
  const { t } = useLingui()
  const labels = useSortLabels()
  const [choice, setChoice] = useState<SortKey>(props.active)
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Sort`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="sort-modal"
    >
      <Stack gap="lg">
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value as SortKey)}
          label={t`Sort by`}
        >
          <Stack gap="sm" mt="xs">
            {labels.map(({ key, label }) => (
              <Radio key={key} value={key} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Button onClick={() => props.onSort(choice)} data-testid="sort-apply">
          {t`Sort`}
        </Button>
      </Stack>
    </Modal>
  )
}
