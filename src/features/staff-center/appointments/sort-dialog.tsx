import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { Button, Group, Radio, Stack } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

// The spec's sort dialog: one way to sort (expired first); Clear goes back to delivery date.
export function SortDialog(props: {
  opened: boolean
  value: 'expired' | undefined
  onClose: () => void
  onApply: (sort: 'expired' | undefined) => void
}) {
  const { t } = useLingui()
  const [choice, setChoice] = useState<string>(props.value ?? '')
  const { opened, value } = props
  useEffect(() => {
    if (opened) setChoice(value ?? '')
  }, [opened, value])
  return (
    <Modal opened={opened} onClose={props.onClose} title={t`Sort`} centered>
      <Stack gap="lg">
        <Radio.Group value={choice} onChange={setChoice} aria-label={t`Sort`}>
          <Radio value="expired" label={t`Expired first`} data-testid="sort-expired" />
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => props.onApply(undefined)}>
            {t`Clear`}
          </Button>
          <Button
            onClick={() => props.onApply(choice === 'expired' ? 'expired' : undefined)}
            data-testid="sort-apply"
          >
            {t`Apply`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
