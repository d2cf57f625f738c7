// Why Pay is off although an option is chosen: the fee could not be read (with a retry), or the
// card payment would fall outside what card gateways take (with the way out).
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { toOmr } from '#shared/domain/money.ts'
import { GATEWAY_LIMITS } from '#shared/domain/payment-limits.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { InlineRetry } from '../../../ui/failure/inline-retry.tsx'
import { Amount } from '../../../ui/money/amount.tsx'
import type { GatewayCharge } from './use-gateway-charge.ts'

export function GatewayChargeNote(props: { charge: GatewayCharge; walletUsed: boolean }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const { charge } = props
  if (charge.failure) {
    return (
      <InlineRetry
        message={failureText(charge.failure)}
        onRetry={charge.reload}
        testId="gateway-charge-note"
      />
    )
  }
  if (!charge.outOfLimits) return null
  const min = <Amount value={toOmr(GATEWAY_LIMITS.min)} />
  const max = <Amount value={toOmr(GATEWAY_LIMITS.max)} />
  return (
    <Text size="sm" c="red.8" role="alert" data-testid="gateway-charge-note">
      <Trans>
        A card payment is from {min} to {max}.
      </Trans>{' '}
      {props.walletUsed && t`Turn off the wallet to pay all of it by card.`}
    </Text>
  )
}
