// What the person chose on the payment step (the way to pay, the wallet switch, the billing
// address), kept in the session for the checkout it was made for: a reload, the gateway's
// return after a failed or canceled payment, or a second visit shows it chosen again
// (decision 264). Another checkout starts from the defaults.
import { session, type PaymentChoices } from '../../../api/session-store.ts'

export type Choices = Omit<PaymentChoices, 'checkoutId'>

const defaults: Choices = {
  gatewayId: null,
  useWallet: false,
  billingSame: true,
  billingAddressId: null,
}

const keptFor = (checkoutId: string | null, kept: PaymentChoices | null) =>
  checkoutId && kept?.checkoutId === checkoutId ? kept : null

/** Whether the current checkout's billing address is its shipping one, as chosen. */
export function billingSameAsShipping(): boolean {
  const { checkoutId, paymentChoices } = session.get()
  return (keptFor(checkoutId, paymentChoices) ?? defaults).billingSame
}

export function usePaymentChoices(checkoutId: string | null): {
  choices: Choices
  choose: (change: Partial<Choices>) => void
} {
  const kept = session.use((state) => keptFor(checkoutId, state.paymentChoices))
  const choose = (change: Partial<Choices>) => {
    if (!checkoutId) return
    session.set((state) => {
      const current =
        state.paymentChoices?.checkoutId === checkoutId ? state.paymentChoices : { ...defaults }
      return { ...state, paymentChoices: { ...current, ...change, checkoutId } }
    })
  }
  return { choices: kept ?? defaults, choose }
}
