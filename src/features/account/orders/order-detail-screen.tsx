import '@mantine/core/styles/SimpleGrid.css'
import { Box, Button, SimpleGrid, Stack } from '@mantine/core'
import { IconArrowBackUp, IconPackageOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { ReturnDrawer } from '../returns/return-drawer.tsx'
import { LoadError } from '../shared/load-error.tsx'
import { useReadQuery } from '../../../api/use-read.ts'
import { orderDetailsQuery, returnableRead } from './order-queries.ts'
import { OrderAddressCard } from './order-address-card.tsx'
import { OrderLines } from './order-lines.tsx'
import { OrderSummaryCard } from './order-summary.tsx'
import { isUnpaid, UnpaidOrderActions } from './unpaid-order-actions.tsx'

// One order: summary, paying or canceling it while it is unpaid, addresses, items, and
// returning an item while the order allows it.
export function OrderDetailScreen(props: { id: string; listRoute: '/my-orders/' | '/orders/' }) {
  const { t } = useLingui()
  const [result, refetch] = useCommerceQuery(orderDetailsQuery(props.id))
  const returnable = useReadQuery(returnableRead())
  const [returning, setReturning] = useState(false)
  const order = result.data?.order
  const number = order?.number
  const items = (returnable.data ?? []).filter((item) => item.order_number === number)

  const body = () => {
    if (!result.data && result.fetching) return <ListSkeleton rows={4} height={120} />
    if (!result.data && result.error)
      return (
        <LoadError
          error={result.error}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      )
    if (!order)
      return (
        <EmptyState
          message={t`We could not find this order.`}
          icon={<IconPackageOff size={48} stroke={1.2} />}
          action={
            <Button component={Link} to={props.listRoute} variant="light">
              {t`Back to my orders`}
            </Button>
          }
        />
      )
    return (
      <Stack gap="md">
        <OrderSummaryCard order={order} />
        {isUnpaid(order) && (
          <UnpaidOrderActions
            orderId={order.id}
            number={order.number}
            onCanceled={() => refetch({ requestPolicy: 'network-only' })}
          />
        )}
        {items.length > 0 && (
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={() => setReturning(true)}
            data-testid="return-open"
          >
            {t`Return an item`}
          </Button>
        )}
        {(order.shippingAddress || order.billingAddress) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {order.shippingAddress && (
              <OrderAddressCard
                title={t`Shipping address`}
                address={order.shippingAddress}
                testId="shipping-address"
              />
            )}
            {order.billingAddress && (
              <OrderAddressCard
                title={t`Billing address`}
                address={order.billingAddress}
                testId="billing-address"
              />
            )}
          </SimpleGrid>
        )}
        <OrderLines order={order} />
        <ReturnDrawer
          opened={returning}
          items={items}
          onClose={() => setReturning(false)}
          onReturned={() => {
            returnable.reload()
            refetch({ requestPolicy: 'network-only' })
          }}
        />
      </Stack>
    )
  }

  return (
    <>
      <ScreenTitle>{number ? t`Order #${number}` : t`Order`}</ScreenTitle>
      <Box px="md" pb="md">
        {body()}
      </Box>
    </>
  )
}
