// /payment/error/ (and /payment/error/{code}): the payment failed. Try Again goes back to the
// cart (to the wallet, for a wallet top-up).
import { Button } from '@mantine/core'
import { IconCircleX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../app/pages/result-page.tsx'
import { isWalletCharge, type OutcomeSearch } from './outcome-search.ts'

export function PaymentErrorScreen(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  return (
    <ResultPage
      testId="payment-error"
      icon={<IconCircleX size={72} stroke={1.4} color="var(--mantine-color-red-7)" />}
      title={t`Payment Failed`}
      description={t`Oops! Something Wrong`}
      action={
        <Button
          component={Link}
          to={isWalletCharge(props.search) ? '/wallet/' : '/cart/'}
          data-testid="try-again"
        >
          {t`Try Again`}
        </Button>
      }
    />
  )
}
