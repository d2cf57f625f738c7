import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { Button, Group, Radio, Stack } from '@mantine/core'
import { Drawer } from '../../../app/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

// The services' status filter: verified ('1') or unverified ('0'); Reset shows both.
export function StatusDrawer(props: {
  opened: boolean
  value: 0 | 1 | undefined
  onClose: () => void
  onApply: (value: 0 | 1 | undefined) => void
}) {
  const { t } = useLingui()
  const { opened, value } = props
  const [choice, setChoice] = useState(value === undefined ? '' : String(value))
  useEffect(() => {
    if (opened) setChoice(value === undefined ? '' : String(value))
  }, [opened, value])
  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      position="bottom"
      // As tall as its content (Mantine's size="auto" fills the screen).
      styles={{ content: { flex: '1 1 100%', height: 'auto', maxHeight: '85dvh' } }}
      title={t`Filter services`}
      radius="lg"
    >
      <Stack gap="lg" pb="md">
        <Radio.Group value={choice} onChange={setChoice} aria-label={t`Status`}>
          <Stack gap="sm">
            <Radio value="1" label={t`Verified`} data-testid="status-verified" />
            <Radio value="0" label={t`Unverified`} data-testid="status-unverified" />
          </Stack>
        </Radio.Group>
        <Group grow gap="sm">
          <Button
            variant="default"
            onClick={() => props.onApply(undefined)}
            data-testid="status-reset"
          >
            {t`Reset`}
          </Button>
          <Button
            disabled={choice === ''}
            onClick={() => props.onApply(choice === '1' ? 1 : choice === '0' ? 0 : undefined)}
            data-testid="status-apply"
          >
            {t`Filter`}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  )
}
