// Mantine's Modal and Drawer as every screen uses them: focus stays inside while open (Mantine's
// trap) and goes back to the control that opened them once closed (docs/decisions/153).
// Mantine gives focus back only to a dialog that was on the page, closed, before it opened;
// ours are often mounted open (loaded on first use, or drawn only while there is something to
// edit) or dropped from the page as they close, and then focus fell to the page's start.
// Their stylesheets come with them (Drawer's, with the overlay's, loads with the shell).
import '@mantine/core/styles/Modal.css'
import { useLayoutEffect } from 'react'
import {
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type DrawerProps,
  type ModalProps,
} from '@mantine/core'

// Run while the dialog opens, before Mantine's trap moves focus into it (it waits a task).
function useFocusReturn(opened: boolean) {
  useLayoutEffect(() => {
    if (!opened) return
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    return () => {
      const atClose = document.activeElement
      // After the closing click or key has done its work: focus that something else moved on
      // purpose is left where it is.
      setTimeout(() => {
        const now = document.activeElement
        if (opener?.isConnected && (!now || now === document.body || now === atClose)) {
          opener.focus({ preventScroll: true })
        }
      })
    }
  }, [opened])
}

export function Modal(props: ModalProps) {
  useFocusReturn(props.opened)
  return <MantineModal returnFocus={false} {...props} />
}

export function Drawer(props: DrawerProps) {
  useFocusReturn(props.opened)
  return <MantineDrawer returnFocus={false} {...props} />
}

// A drawer rising from the bottom as tall as its content (Mantine's size="auto" fills the
// screen), rounded like the spec's sheets.
export function BottomSheet(props: Omit<DrawerProps, 'position'>) {
  return (
    <Drawer
      position="bottom"
      styles={{ content: { flex: '1 1 100%', height: 'auto', maxHeight: '85dvh' } }}
      radius="lg"
      {...props}
    />
  )
}
