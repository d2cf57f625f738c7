import '@mantine/core/styles/Input.css'
// A note for the order, kept with the cart (in the session) and sent with the order.
import { Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { session } from '../../api/session-store.ts'

const MAX_NOTE = 500

export function CartNote() {
  const { t } = useLingui()
  const note = session.use((state) => state.cartNote)
  return (
    <Textarea
      label={t`Note for your order`}
      description={t`Optional: anything we should know about delivery.`}
      autosize
      minRows={2}
      maxLength={MAX_NOTE}
      value={note}
      data-testid="cart-note"
      onChange={(event) => {
        const value = event.currentTarget.value
        session.set((state) => ({ ...state, cartNote: value }))
      }}
    />
  )
}
