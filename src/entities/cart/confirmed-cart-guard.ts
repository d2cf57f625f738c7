// Delivery and payment run on the lines the server has confirmed, never on changes still on the
// device nor on answers the person has not checked (decision 290): until then, the cart.
import { redirect } from '@tanstack/react-router'
import { session } from '../../api/session-store.ts'

export function requireConfirmedCart(): void {
  const onDevice = session.get().cartOnDevice
  if (onDevice && onDevice.waiting + onDevice.notices > 0) {
    throw redirect({ to: '/cart/', replace: true })
  }
}
