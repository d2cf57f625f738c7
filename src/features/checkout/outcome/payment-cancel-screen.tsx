// /payment/cancel and /payment/canceled: the person canceled on the payment page. Nothing was
// taken; the cart is as it was, and the page leads back to the payment step (the wallet, for a
// top-up): decision 264.
import { IconCircleMinus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../ui/pages/result-page.tsx'
import { isWalletCharge, paidOrderId, type OutcomeSearch } from './outcome-search.ts'
import { PayAgainLink } from './pay-again-link.tsx'

export function PaymentCancelScreen(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  const topUp = isWalletCharge(props.search)
  const orderId = paidOrderId(props.search)
  return (
    <ResultPage
      testId="payment-cancel"
      icon={<IconCircleMinus size={72} stroke={1.4} color="var(--mantine-color-orange-7)" />}
      title={t`Payment canceled`}
      description={
        topUp
          ? t`You have not been charged and your wallet is unchanged. You can add money again at any time.`
          : orderId
            ? t`You have not been charged. Your order is waiting for payment: pay when you are ready.`
            : t`You have not been charged. Your cart is saved, so you can pay when you are ready.`
      }
      action={
        <PayAgainLink
          topUp={topUp}
          orderId={orderId}
          testId={topUp ? 'back-to-wallet' : orderId ? 'back-to-order' : 'back-to-payment'}
        >
          {topUp ? t`Back to your wallet` : orderId ? t`Back to your order` : t`Back to payment`}
        </PayAgainLink>
      }
    />
  )
}
