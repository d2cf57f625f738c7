// /payment/error/ (and /payment/error/{code}): the payment did not go through. It says whether
// money was taken, and leads back to the payment step with the cart as it was (the wallet, for
// a top-up): decision 264. When the payment went through but the order could not be placed
// (the success page sends `order_not_placed`), it says so instead: nothing is lost, the
// payment counts when the person tries again.
import { Button, Stack } from '@mantine/core'
import { IconCircleX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../ui/pages/result-page.tsx'
import {
  isWalletCharge,
  orderNotPlaced,
  paidOrderId,
  type OutcomeSearch,
} from './outcome-search.ts'
import { PayAgainLink } from './pay-again-link.tsx'

export function PaymentErrorScreen(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  const topUp = isWalletCharge(props.search)
  const orderId = paidOrderId(props.search)
  const paidButNotPlaced = !topUp && !orderId && orderNotPlaced(props.search)
  const description = topUp
    ? t`The payment did not go through. You have not been charged and your wallet is unchanged.`
    : orderId
      ? t`The payment did not go through and you have not been charged. Your order is waiting for payment: try again or choose another way to pay.`
      : paidButNotPlaced
        ? t`Your payment went through, but we could not place your order. Your payment is kept for this order: try again, and contact us if this happens again.`
        : t`The payment did not go through and you have not been charged. Your cart is saved: try again or choose another way to pay.`
  return (
    <ResultPage
      testId="payment-error"
      icon={<IconCircleX size={72} stroke={1.4} color="var(--mantine-color-red-7)" />}
      title={paidButNotPlaced ? t`Your order was not placed` : t`Payment failed`}
      description={description}
      action={
        <Stack gap="xs" align="center">
          <PayAgainLink topUp={topUp} orderId={orderId} testId="try-again">
            {t`Try again`}
          </PayAgainLink>
          {paidButNotPlaced && (
            <Button component={Link} to="/contactus" variant="subtle">
              {t`Contact us`}
            </Button>
          )}
        </Stack>
      }
    />
  )
}
