// The ways to pay what is left: the checkout's gateways except the wallet (which has its own
// switch), each with its logo and, when the provider adds one, its fee percentage.
import { Radio, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutStepFieldsFragment } from '../../../api/generated/commerce.ts'
import { Percent } from '../../../ui/money/percent.tsx'
import { MethodCard } from '../method-card.tsx'
import { WALLET_GATEWAY } from './pay.ts'
import classes from './payment.module.css'

type Gateway = CheckoutStepFieldsFragment['availablePaymentGateways'][number]

const configOf = (gateway: Gateway, field: string) =>
  gateway.config.find((line) => line.field === field)?.value ?? null

export function paymentOptions(gateways: readonly Gateway[]) {
  return gateways
    .filter((gateway) => gateway.id !== WALLET_GATEWAY)
    .map((gateway) => ({
      id: gateway.id,
      name: gateway.name,
      logo: configOf(gateway, 'logo'),
      feePercentage: Number(configOf(gateway, 'fee_percentage') ?? 0) || 0,
    }))
}

export function PaymentOptions(props: {
  gateways: readonly Gateway[]
  selectedId: string | null
  disabled: boolean
  onChoose: (id: string) => void
}) {
  const { t } = useLingui()
  return (
    <div className={classes.section}>
      <Radio.Group value={props.selectedId} label={t`Payment method`} onChange={props.onChoose}>
        <Stack gap="sm" mt="xs">
          {paymentOptions(props.gateways).map((option) => {
            const fee = <Percent value={option.feePercentage} />
            return (
              <MethodCard
                key={option.id}
                value={option.id}
                disabled={props.disabled}
                image={option.logo}
                imageClassName={classes.logo}
                data-testid="payment-option"
                data-gateway={option.id}
              >
                <Stack gap={0}>
                  <Text fw={600}>{option.name}</Text>
                  {option.feePercentage > 0 && (
                    <Text className={classes.fee} data-testid="payment-fee">
                      <Trans>Fee: {fee}</Trans>
                    </Text>
                  )}
                </Stack>
              </MethodCard>
            )
          })}
        </Stack>
      </Radio.Group>
    </div>
  )
}
