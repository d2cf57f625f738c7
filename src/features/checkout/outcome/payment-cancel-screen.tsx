// /payment/cancel and /payment/canceled: the person canceled on the payment page. Nothing was
// bought; the cart (or the wallet top-up) can be paid again.
import { IconCircleMinus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../app/pages/result-page.tsx'
import { isWalletCharge, type OutcomeSearch } from './outcome-search.ts'

export function PaymentCancelScreen(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  return (
    <ResultPage
      testId="payment-cancel"
      icon={<IconCircleMinus size={72} stroke={1.4} color="var(--mantine-color-orange-7)" />}
      title={t`Your payment is canceled.`}
      description={
        isWalletCharge(props.search)
          ? t`Your wallet was not charged. You can add funds again from your wallet.`
          : t`Your purchase was not completed. You can pay again from your cart.`
      }
      homeLabel={t`Home Page`}
    />
  )
}
