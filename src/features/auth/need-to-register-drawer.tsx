import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Stack, Text } from '@mantine/core'
import { Drawer } from '../../ui/dialogs/dialogs.tsx'
import { IconPhoneCall } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { phoneNumberIn } from './support-number.ts'

// The server's "not registered" message, with a call link to the number it names.
export function NeedToRegisterDrawer(props: { message: string | null; onClose: () => void }) {
  const { t } = useLingui()
  const phone = props.message ? phoneNumberIn(props.message) : null
  return (
    <Drawer
      opened={props.message !== null}
      onClose={props.onClose}
      position="bottom"
      size={300}
      radius="lg"
      title={t`Not registered yet`}
      data-testid="need-to-register"
    >
      <Stack gap="lg">
        <Text>{props.message}</Text>
        {phone && (
          <Button
            component="a"
            href={phone.href}
            leftSection={<IconPhoneCall size={18} />}
            size="md"
            fullWidth
          >
            <span className="ltr-number">{phone.text}</span>
          </Button>
        )}
      </Stack>
    </Drawer>
  )
}
