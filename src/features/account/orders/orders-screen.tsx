import { Box } from '@mantine/core'
import { IconPackage } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { InfiniteList } from '../../../ui/lists/infinite-list.tsx'
import { LoadError } from '../shared/load-error.tsx'
import { OrderCard, type OrderDetailRoute } from './order-card.tsx'
import { useMyOrders } from './use-my-orders.ts'

// /my-orders/ and /orders/: the same list, each opening details on its own route family.
export function OrdersScreen(props: { detailRoute: OrderDetailRoute }) {
  const { t } = useLingui()
  const orders = useMyOrders()
  return (
    <>
      <ScreenTitle>{t`My orders`}</ScreenTitle>
      <Box px="md" pb="md">
        {orders.error ? (
          <LoadError error={orders.error} onRetry={orders.retry} />
        ) : (
          <InfiniteList
            items={orders.orders}
            itemKey={(order) => order.id}
            renderItem={(order) => <OrderCard order={order} detailRoute={props.detailRoute} />}
            loading={orders.loading}
            hasMore={orders.hasMore}
            onLoadMore={orders.loadMore}
            threshold={0.5}
            skeletonHeight={132}
            empty={
              <EmptyState
                message={t`You have no orders yet.`}
                icon={<IconPackage size={48} stroke={1.2} />}
              />
            }
          />
        )}
      </Box>
    </>
  )
}
