// /payment/cancel and /payment/canceled: the person canceled on the payment page. Nothing was
// taken; the cart is as it was, and the page leads back to the payment step (the wallet, for a
// top-up): decision 264.
import { Button } from '@mantine/core'
import { IconCircleMinus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../app/pages/result-page.tsx'
import { isWalletCharge, type OutcomeSearch } from './outcome-search.ts'

export function PaymentCancelScreen(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  const topUp = isWalletCharge(props.search)
  return (
    <ResultPage
      testId="payment-cancel"
      icon={<IconCircleMinus size={72} stroke={1.4} color="var(--mantine-color-orange-7)" />}
      title={t`Payment canceled`}
      description={
        topUp
          ? t`You have not been charged and your wallet is unchanged. You can add money again at any time.`
          : t`You have not been charged. Your cart is saved, so you can pay when you are ready.`
      }
      action={
        <Button
          component={Link}
          to={topUp ? '/wallet/' : '/payment/'}
          data-testid={topUp ? 'back-to-wallet' : 'back-to-payment'}
        >
          {topUp ? t`Back to your wallet` : t`Back to payment`}
        </Button>
      }
    />
  )
}
