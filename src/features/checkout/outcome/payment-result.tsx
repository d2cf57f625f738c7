// /payment/result: where a gateway returns. Succeeded: the cart shows empty and the success
// page completes the order; failed: the error page; canceled: the cancel page. The query string
// goes along.
import { useEffect } from 'react'
import { Loader, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { clearCartView } from '../../../entities/cart/saved-cart.ts'
import { forgetAttempt } from '../payment/payment-attempt.ts'
import { paidOrderId, searchText, type OutcomeSearch } from './outcome-search.ts'

export function PaymentResult(props: { search: OutcomeSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { search } = props
  useEffect(() => {
    // The gateway answered: a new Pay is a new attempt.
    forgetAttempt()
    const status = searchText(search.redirect_status)
    // An unpaid order's payment (decision 266) leaves the cart alone.
    if (status === 'succeeded' && paidOrderId(search)) {
      void navigate({ to: '/payment/done/$code', params: { code: '123' }, search, replace: true })
    } else if (status === 'succeeded') {
      void clearCartView().then(() =>
        navigate({ to: '/payment/done/$code', params: { code: '123' }, search, replace: true }),
      )
    } else if (status === 'canceled') {
      void navigate({ to: '/payment/cancel', search, replace: true })
    } else {
      void navigate({ to: '/payment/error/$code', params: { code: '123' }, search, replace: true })
    }
  }, [navigate, search])
  return (
    <Stack align="center" justify="center" mih="60vh" gap="sm" role="status">
      <Loader />
      <Text>{t`Checking your payment…`}</Text>
    </Stack>
  )
}
