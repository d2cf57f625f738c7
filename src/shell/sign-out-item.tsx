// The side menu's Sign out. With cart changes this device has not sent yet, it asks first:
// signing out removes them, so the next person on the device never sees or sends them
// (decision 290); staying signed in keeps them to be confirmed.
import { useState } from 'react'
import { Button, Group, NavLink, Stack, Text } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { session } from '../api/session-store.ts'
import { Modal } from '../ui/dialogs/dialogs.tsx'
import { signOut } from './sign-out.ts'

export function SignOutItem(props: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const waiting = session.use((state) => state.cartOnDevice?.waiting ?? 0)

  const leave = async () => {
    setAsking(false)
    props.onClose()
    await signOut()
    await navigate({ to: '/' })
  }

  return (
    <>
      <NavLink
        component="button"
        label={t`Sign out`}
        leftSection={<IconLogout size={20} />}
        c="red.8"
        data-testid="sign-out"
        onClick={() => (waiting > 0 ? setAsking(true) : void leave())}
      />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t`Sign out and lose your cart changes?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm" data-testid="sign-out-cart-waiting">
            {t`Your cart has changes that were not sent yet (${waiting}). Signing out removes them from this device. Stay signed in to have them confirmed when you are back online.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-testid="sign-out-stay">
              {t`Stay signed in`}
            </Button>
            <Button color="red" onClick={() => void leave()} data-testid="sign-out-anyway">
              {t`Sign out`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
