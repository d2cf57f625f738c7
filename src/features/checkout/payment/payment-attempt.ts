// One idempotency key per part of a payment (the wallet's, the gateway's), for one checkout,
// gateway and amount. It is made when Pay starts that part and written to the device at once,
// so a second tap, or Pay again after a reload before the answer came, sends the same key and
// the backend answers with the transaction it already made (docs/decisions/151). The keys are
// forgotten once the outcome is known: the part was refused, the order was placed, or the
// gateway sent the person back.
import { session } from '../../../api/session-store.ts'
import { toBaisa } from '#shared/domain/money.ts'

const partOf = (gatewayId: string, amount: number) => `${gatewayId}:${toBaisa(amount)}`

export function attemptKey(checkoutId: string, gatewayId: string, amount: number): string {
  const part = partOf(gatewayId, amount)
  const current = session.get().paymentAttempt
  const known = current?.checkoutId === checkoutId ? current.keys[part] : undefined
  if (known) return known
  const key = crypto.randomUUID()
  session.set(
    (state) => {
      const attempt =
        state.paymentAttempt?.checkoutId === checkoutId
          ? state.paymentAttempt
          : { checkoutId, keys: {} }
      return { ...state, paymentAttempt: { checkoutId, keys: { ...attempt.keys, [part]: key } } }
    },
    { flush: true },
  )
  return key
}

/** A part was refused: trying again is a new attempt. */
export function forgetAttemptPart(checkoutId: string, gatewayId: string, amount: number): void {
  const part = partOf(gatewayId, amount)
  session.set(
    (state) => {
      if (state.paymentAttempt?.checkoutId !== checkoutId) return state
      const keys = Object.fromEntries(
        Object.entries(state.paymentAttempt.keys).filter(([name]) => name !== part),
      )
      return { ...state, paymentAttempt: { checkoutId, keys } }
    },
    { flush: true },
  )
}

/** The order was placed, or the gateway answered: the attempt is over. */
export function forgetAttempt(): void {
  session.set((state) => ({ ...state, paymentAttempt: null }), { flush: true })
}
