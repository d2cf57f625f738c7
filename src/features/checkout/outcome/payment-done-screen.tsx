// /payment/done/ (and /payment/done/{code}): the success page. A checkout payment is completed
// into the order here (again is harmless: the order is the answer); then the cart and the note
// are cleared and the transaction number shown. A wallet top-up has nothing to complete and no
// transaction number. A completion that fails goes to the error page.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Loader, Stack, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { session } from '../../../api/session-store.ts'
import { showFieldErrors } from '../../../app/error-display.ts'
import { ResultPage } from '../../../app/pages/result-page.tsx'
import { checkoutReference, completeOrder } from '../api/complete-order.ts'
import { showCallFailure } from '../step-errors.ts'
import { checkPayment } from '../api/check-payment.ts'
import classes from './outcome.module.css'
import { isWalletCharge, searchText, type OutcomeSearch } from './outcome-search.ts'

type State = { kind: 'completing' } | { kind: 'done'; orderNumber: string | null }

// `whenDone` is shown under the success.
export function PaymentDoneScreen(props: { search: OutcomeSearch; whenDone?: ReactNode }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { search } = props
  const walletCharge = isWalletCharge(search)
  const [state, setState] = useState<State>(
    walletCharge ? { kind: 'done', orderNumber: null } : { kind: 'completing' },
  )
  const started = useRef(false)

  useEffect(() => {
    if (walletCharge || started.current) return
    started.current = true
    const failed = () =>
      void navigate({
        to: '/payment/error/',
        search: search.psp_reference ? { psp_reference: search.psp_reference } : {},
        replace: true,
      })
    const run = async () => {
      const { checkoutId, transactionId, cartNote } = session.get()
      const reference = checkoutId
        ? { id: checkoutId }
        : searchText(search.checkout_id)
          ? checkoutReference(searchText(search.checkout_id))
          : null
      if (!reference) return failed()
      if (transactionId) {
        const payment = await checkPayment(transactionId)
        if (payment === 'canceled') {
          void navigate({ to: '/payment/cancel', search, replace: true })
          return
        }
        if (payment === 'failed') return failed()
      }
      const outcome = await completeOrder(reference, cartNote)
      if (outcome.kind === 'errors') {
        showFieldErrors(outcome.errors, t`Sorry, something went wrong.`)
        return failed()
      }
      setState({ kind: 'done', orderNumber: outcome.orderNumber })
    }
    run().catch((error: unknown) => {
      showCallFailure(error)
      failed()
    })
  }, [walletCharge, navigate, search, t])

  // Leaving the page: the payment is over.
  useEffect(
    () => () => session.set((current) => ({ ...current, transactionId: null }), { flush: true }),
    [],
  )

  if (state.kind === 'completing') {
    return (
      <Stack align="center" justify="center" mih="60vh" gap="sm" role="status">
        <Loader />
        <Text>{t`Completing your order…`}</Text>
      </Stack>
    )
  }
  const reference = searchText(search.psp_reference)
  return (
    <ResultPage
      testId="payment-done"
      icon={<IconCircleCheck size={72} stroke={1.4} color="var(--mantine-color-teal-7)" />}
      title={t`Payment Successful`}
      description={
        walletCharge
          ? t`Thank you. The amount has been added to your wallet.`
          : t`Thank you for your purchase. We will prepare your order right away.`
      }
      action={
        !walletCharge && (
          <Stack gap="xs" align="center">
            {state.orderNumber && (
              <Text data-testid="order-number">
                {t`Order number`}: <span className="ltr-number">#{state.orderNumber}</span>
              </Text>
            )}
            {reference && (
              <>
                <Text c="dimmed" size="sm">
                  {t`Transaction Number`}
                </Text>
                <Text className={classes.number} data-testid="transaction-number">
                  <span className="ltr-number">{reference}</span>
                </Text>
              </>
            )}
          </Stack>
        )
      }
      homeLabel={t`Home Page`}
      after={props.whenDone}
    />
  )
}
