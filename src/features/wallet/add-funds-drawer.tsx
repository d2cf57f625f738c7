import '@mantine/core/styles/Image.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import '@mantine/core/styles/Skeleton.css'
// Adding funds: a gateway and an amount (10, 20, 50 or typed in the one money field); Confirm
// stays disabled without both, then sends the person to the gateway's page for exactly the
// amount the field showed.
import { useState } from 'react'
import { Button, Group, Image, Radio, Skeleton, Stack, Text } from '@mantine/core'
import { Drawer } from '../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useReadQuery } from '../../api/use-read.ts'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { InlineRetry } from '../../ui/failure/inline-retry.tsx'
import { toast } from '../../ui/toasts/toasts.tsx'
import { toOmr } from '#shared/domain/money.ts'
import { GATEWAY_LIMITS } from '#shared/domain/payment-limits.ts'
import { MoneyInput } from '../../ui/money/money-input.tsx'
import { Amount } from '../../ui/money/amount.tsx'
import { canConfirmCharge, chargeAmount, QUICK_AMOUNTS } from './amount-input.ts'
import { chargeWallet, gatewaysRead } from './api/gateways.ts'

const ADD_FUNDS_DRAWER_HEIGHT = 425

export function AddFundsDrawer(props: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const gateways = useReadQuery(props.opened ? gatewaysRead() : null)
  const [gatewayId, setGatewayId] = useState<string | null>(null)
  const [amount, setAmount] = useState('')
  const [charging, setCharging] = useState(false)

  const confirm = async () => {
    const baisa = chargeAmount(amount)
    if (baisa === null || !gatewayId) return
    setCharging(true)
    try {
      const outcome = await chargeWallet(toOmr(baisa), gatewayId)
      if ('url' in outcome) {
        window.location.assign(outcome.url)
        return
      }
      toast.error(outcome.message || t`We could not add money to your wallet. Try again.`)
    } catch {
      toast.error(t`We could not add money to your wallet. Try again.`)
    }
    setCharging(false)
  }

  let choices
  if (gateways.error) {
    choices = <InlineRetry message={failureText(gateways.error)} onRetry={gateways.reload} />
  } else if (!gateways.data) {
    choices = <Skeleton height={56} radius="md" />
  } else {
    choices = (
      <Radio.Group value={gatewayId} onChange={setGatewayId} label={t`Payment method`}>
        <Group gap="sm" mt={6} grow>
          {gateways.data.map((gateway) => (
            <Radio.Card key={gateway.id} value={gateway.id} radius="md" p="xs">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator size="sm" />
                {gateway.logo && <Image src={gateway.logo} alt="" w={60} h={25} fit="contain" />}
                <Text size="sm" fw={600}>
                  {gateway.name}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
    )
  }

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size={ADD_FUNDS_DRAWER_HEIGHT}
      title={t`Add funds`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {choices}
        <div>
          <Text size="sm" fw={500} mb={6} id="quick-amounts">
            {t`Amount`}
          </Text>
          <Group gap="sm" grow role="group" aria-labelledby="quick-amounts">
            {QUICK_AMOUNTS.map((quick) => {
              const chosen = chargeAmount(amount) === quick * 1000
              return (
                <Button
                  key={quick}
                  variant={chosen ? 'filled' : 'light'}
                  aria-pressed={chosen}
                  onClick={() => setAmount(String(quick))}
                >
                  <Amount value={quick} />
                </Button>
              )
            })}
          </Group>
        </div>
        <MoneyInput
          label={t`Other amount (OMR)`}
          value={amount}
          limits={GATEWAY_LIMITS}
          onChange={setAmount}
          disabled={charging}
          testId="top-up-amount"
        />
        <Button
          size="md"
          disabled={!canConfirmCharge(gatewayId, amount)}
          loading={charging}
          onClick={() => void confirm()}
        >
          {t`Confirm`}
        </Button>
      </Stack>
    </Drawer>
  )
}
