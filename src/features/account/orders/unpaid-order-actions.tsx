import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
// An order placed but not paid (UNCONFIRMED, payment pending or not charged): it says so and
// offers to pay it now, with a new payment for it, or to cancel it (decision 266).
import { useState } from 'react'
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus, PaymentChargeStatusEnum } from '../../../api/generated/commerce.ts'
import { BottomSheet, Modal } from '../../../ui/dialogs/dialogs.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import {
  cancelOrder,
  orderGateways,
  OrderRefused,
  startOrderPayment,
  type OrderGateway,
} from '../api/unpaid-order.ts'

export function isUnpaid(order: { status: OrderStatus; paymentStatus: PaymentChargeStatusEnum }) {
  return (
    order.status === 'UNCONFIRMED' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'NOT_CHARGED')
  )
}

export function UnpaidOrderActions(props: {
  orderId: string
  number: string
  onCanceled: () => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [gateways, setGateways] = useState<OrderGateway[] | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [asking, setAsking] = useState<'gateways' | 'pay' | 'cancel' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const { number } = props

  const said = (error: unknown) =>
    error instanceof OrderRefused && error.message
      ? error.message
      : failureText(error, t`Something went wrong. Try again.`)

  const openPay = async () => {
    setAsking('gateways')
    try {
      const found = await orderGateways(props.orderId)
      setGateways(found)
      setChosen((current) => current ?? found[0]?.id ?? null)
    } catch (error) {
      toast.error(said(error))
    } finally {
      setAsking(null)
    }
  }

  const pay = async () => {
    if (!chosen) return
    setAsking('pay')
    try {
      window.location.assign(await startOrderPayment(props.orderId, chosen))
    } catch (error) {
      toast.error(said(error))
      setAsking(null)
    }
  }

  const cancel = async () => {
    setAsking('cancel')
    try {
      await cancelOrder(props.orderId)
      setConfirming(false)
      toast.success(t`Order canceled. You were not charged.`)
      props.onCanceled()
    } catch (error) {
      toast.error(said(error))
    } finally {
      setAsking(null)
    }
  }

  return (
    <Paper withBorder radius="lg" p="md" data-testid="unpaid-order">
      <Stack gap="sm">
        <Text fw={600}>{t`This order is not paid yet`}</Text>
        <Text size="sm" c="dimmed">
          {t`Pay now to confirm it, or cancel it if you no longer want it.`}
        </Text>
        <Group grow>
          <Button
            onClick={() => void openPay()}
            loading={asking === 'gateways'}
            data-testid="order-pay"
          >
            {t`Pay now`}
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => setConfirming(true)}
            data-testid="order-cancel"
          >
            {t`Cancel order`}
          </Button>
        </Group>
      </Stack>
      <BottomSheet
        opened={gateways !== null}
        onClose={() => setGateways(null)}
        title={t`Pay for order #${number}`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md" pb="md">
          {gateways?.length === 0 ? (
            <Text>{t`No way to pay is available right now. Try again later.`}</Text>
          ) : (
            <Radio.Group value={chosen} onChange={setChosen} label={t`Payment method`}>
              <Stack gap="sm" mt="xs">
                {gateways?.map((gateway) => (
                  <Radio.Card key={gateway.id} value={gateway.id} radius="md" p="sm">
                    <Group wrap="nowrap" gap="sm">
                      <Radio.Indicator size="sm" />
                      {gateway.logo && <img src={gateway.logo} alt="" width={32} height={32} />}
                      <Text fw={600}>{gateway.name}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Button
            onClick={() => void pay()}
            disabled={!chosen}
            loading={asking === 'pay'}
            data-testid="order-pay-confirm"
          >
            {t`Continue to payment`}
          </Button>
        </Stack>
      </BottomSheet>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Cancel order #${number}?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text mb="lg">{t`You have not paid for it, so nothing will be charged.`}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t`Keep order`}
          </Button>
          <Button
            color="red"
            onClick={() => void cancel()}
            loading={asking === 'cancel'}
            data-testid="order-cancel-confirm"
          >
            {t`Cancel order`}
          </Button>
        </Group>
      </Modal>
    </Paper>
  )
}
