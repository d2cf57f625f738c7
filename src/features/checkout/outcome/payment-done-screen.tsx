// /payment/done/ (and /payment/done/{code}): the success page. A checkout payment is completed
// into the order here (again is harmless: the order is the answer); then the cart and the note
// are cleared, and the page leads to the order (decision 264). An order with nothing to pay
// says it was placed, not paid. A wallet top-up has nothing to complete: it shows the new
// balance and leads back to the wallet. A completion that fails goes to the error page, which
// then says the payment went through.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Loader, Stack, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatOmr } from '#shared/domain/format-omr.ts'
import { useRead } from '../../../api/use-read.ts'
import { session } from '../../../api/session-store.ts'
import { showFieldErrors } from '../../../ui/failure/error-display.ts'
import { ResultPage } from '../../../ui/pages/result-page.tsx'
import { checkoutReference, completeOrder } from '../api/complete-order.ts'
import { paymentWalletBalance } from '../api/wallet-balance.ts'
import { showCallFailure } from '../step-errors.ts'
import { checkPayment } from '../api/check-payment.ts'
import classes from './outcome.module.css'
import { isWalletCharge, paidOrderId, searchText, type OutcomeSearch } from './outcome-search.ts'

type State =
  { kind: 'completing' } | { kind: 'placed'; orderId: string; orderNumber: string; cost: number }

// `whenDone` is shown under the success.
export function PaymentDoneScreen(props: { search: OutcomeSearch; whenDone?: ReactNode }) {
  const { search } = props
  if (isWalletCharge(search)) return <TopUpDone search={search} whenDone={props.whenDone} />
  const orderId = paidOrderId(search)
  if (orderId) return <UnpaidOrderPaid orderId={orderId} whenDone={props.whenDone} />
  return <OrderDone search={search} whenDone={props.whenDone} />
}

// An unpaid order paid from its page: nothing to complete, the gateway's answer confirmed it.
function UnpaidOrderPaid(props: { orderId: string; whenDone?: ReactNode }) {
  const { t } = useLingui()
  return (
    <ResultPage
      testId="payment-done"
      icon={<IconCircleCheck size={72} stroke={1.4} color="var(--mantine-color-teal-7)" />}
      title={t`Payment successful`}
      description={t`Thank you. We are getting your order ready.`}
      action={<ViewOrder orderId={props.orderId} />}
      after={props.whenDone}
    />
  )
}

function ViewOrder(props: { orderId: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="sm" align="center">
      <Button
        renderRoot={(rootProps) => (
          <Link to="/my-order/$id" params={{ id: props.orderId }} {...rootProps} />
        )}
        data-testid="view-order"
      >
        {t`View your order`}
      </Button>
      <Button component={Link} to="/" variant="subtle">
        {t`Continue shopping`}
      </Button>
    </Stack>
  )
}

function OrderDone(props: { search: OutcomeSearch; whenDone?: ReactNode }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { search } = props
  const [state, setState] = useState<State>({ kind: 'completing' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const reference = searchText(search.psp_reference)
    const failed = (charged: boolean) =>
      void navigate({
        to: '/payment/error/',
        search: {
          ...(reference ? { psp_reference: reference } : {}),
          ...(charged ? { order_not_placed: 'true' } : {}),
        },
        replace: true,
      })
    const run = async () => {
      const { checkoutId, transactionId, cartNote } = session.get()
      const checkout = checkoutId
        ? { id: checkoutId }
        : searchText(search.checkout_id)
          ? checkoutReference(searchText(search.checkout_id))
          : null
      if (!checkout) return failed(false)
      if (transactionId) {
        const payment = await checkPayment(transactionId)
        if (payment === 'canceled') {
          void navigate({ to: '/payment/cancel', search, replace: true })
          return
        }
        if (payment === 'failed') return failed(false)
      }
      const outcome = await completeOrder(checkout, cartNote)
      if (outcome.kind === 'errors') {
        showFieldErrors(outcome.errors, t`Something went wrong. Try again.`)
        return failed(true)
      }
      const { orderId, orderNumber, cost } = outcome
      setState({ kind: 'placed', orderId, orderNumber, cost })
    }
    run().catch((error: unknown) => {
      showCallFailure(error)
      failed(true)
    })
  }, [navigate, search, t])

  // Leaving the page: the payment is over.
  useEffect(
    () => () => session.set((current) => ({ ...current, transactionId: null }), { flush: true }),
    [],
  )

  if (state.kind === 'completing') {
    return (
      <Stack align="center" justify="center" mih="60vh" gap="sm" role="status">
        <Loader />
        <Text>{t`Placing your order…`}</Text>
      </Stack>
    )
  }
  const reference = searchText(search.psp_reference)
  const nothingToPay = state.cost <= 0
  return (
    <ResultPage
      testId="payment-done"
      icon={<IconCircleCheck size={72} stroke={1.4} color="var(--mantine-color-teal-7)" />}
      title={nothingToPay ? t`Order placed` : t`Payment successful`}
      description={t`Thank you. We are getting your order ready.`}
      action={
        <Stack gap="sm" align="center">
          <Text data-testid="order-number">
            {t`Order number`}: <span className="ltr-number">#{state.orderNumber}</span>
          </Text>
          {reference && (
            <>
              <Text c="dimmed" size="sm">
                {t`Transaction number`}
              </Text>
              <Text className={classes.number} data-testid="transaction-number">
                <span className="ltr-number">{reference}</span>
              </Text>
            </>
          )}
          <ViewOrder orderId={state.orderId} />
        </Stack>
      }
      after={props.whenDone}
    />
  )
}

// A top-up is credited by the gateway's answer: the balance read now is the new one.
function TopUpDone(props: { search: OutcomeSearch; whenDone?: ReactNode }) {
  const { t } = useLingui()
  const balance = useRead('topped-up-balance', paymentWalletBalance)
  const shown = balance.data === undefined ? null : formatOmr(balance.data)
  return (
    <ResultPage
      testId="payment-done"
      icon={<IconCircleCheck size={72} stroke={1.4} color="var(--mantine-color-teal-7)" />}
      title={t`Money added to your wallet`}
      description={
        shown === null
          ? t`Thank you. Your new balance shows in your wallet.`
          : t`Thank you. Your wallet balance is now ${shown} OMR.`
      }
      action={
        <Button component={Link} to="/wallet/" data-testid="back-to-wallet">
          {t`Back to your wallet`}
        </Button>
      }
      after={props.whenDone}
    />
  )
}
