import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Radio, Stack } from '@mantine/core'
import { BottomSheet } from '../dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MessagingService } from '../../api/messaging-services.ts'

// The bottom sheet "Get the code by": pick SMS, WhatsApp… With `onSend` it is the
// resend sheet: it opens on the channel used, and sends by the one ticked when Send is
// pressed (keeping the same channel is a choice too). Without, picking one chooses it.
export function MessagingServiceSheet(props: {
  opened: boolean
  services: readonly MessagingService[]
  value: string | null
  onChoose?: (value: string) => void
  onSend?: (value: string) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const [ticked, setTicked] = useState<string | null>(null)
  const shown = ticked ?? props.value ?? ''
  const close = () => {
    setTicked(null)
    props.onClose()
  }
  return (
    <BottomSheet opened={props.opened} onClose={close} title={t`Get the code by`}>
      <Radio.Group
        value={shown}
        onChange={(value) => {
          if (props.onSend) {
            setTicked(value)
            return
          }
          props.onChoose?.(value)
          close()
        }}
      >
        <Stack gap="sm" pb="md">
          {props.services.map((service) => (
            <Radio key={service.value} value={service.value} label={service.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group grow gap="sm" wrap="wrap">
        <Button variant="default" onClick={close}>
          {t`Cancel`}
        </Button>
        {props.onSend && (
          <Button
            disabled={shown === ''}
            onClick={() => {
              const send = props.onSend
              close()
              send?.(shown)
            }}
            data-testid="send-code"
          >
            {t`Send`}
          </Button>
        )}
      </Group>
    </BottomSheet>
  )
}
