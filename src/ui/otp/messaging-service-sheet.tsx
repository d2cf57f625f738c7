import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Drawer, Radio, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { MessagingService } from './messaging-services.ts'

// The bottom sheet "receive code via service": pick SMS, WhatsApp… or cancel.
export function MessagingServiceSheet(props: {
  opened: boolean
  services: readonly MessagingService[]
  value: string | null
  onChoose: (value: string) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      // As tall as its content (Mantine's size="auto" fills the screen).
      styles={{ content: { flex: '1 1 100%', height: 'auto', maxHeight: '85dvh' } }}
      title={t`receive code via service`}
      radius="lg"
    >
      <Radio.Group
        value={props.value ?? ''}
        onChange={(value) => {
          props.onChoose(value)
          props.onClose()
        }}
      >
        <Stack gap="sm" pb="md">
          {props.services.map((service) => (
            <Radio key={service.value} value={service.value} label={service.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Button variant="default" fullWidth onClick={props.onClose}>
        {t`Cancel`}
      </Button>
    </Drawer>
  )
}
