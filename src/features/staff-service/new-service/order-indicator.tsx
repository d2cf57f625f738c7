import '@mantine/core/styles/Badge.css'
import { Badge, Loader } from '@mantine/core'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

export type OrderState = 'checking' | 'found' | 'not-found' | 'idle'

// Whether the customer has coupon orders to use: being checked, found (with how many
// services are left) or not found.
export function OrderIndicator(props: { state: OrderState; services: number }) {
  const { t } = useLingui()
  if (props.state === 'idle') return null
  if (props.state === 'checking') {
    return (
      <Badge
        variant="light"
        color="gray"
        leftSection={<Loader size={10} />}
        data-testid="order-indicator"
        data-state="checking"
      >
        {t`Checking orders…`}
      </Badge>
    )
  }
  if (props.state === 'found') {
    return (
      <Badge
        variant="light"
        color="green"
        leftSection={<IconCircleCheck size={14} />}
        data-testid="order-indicator"
        data-state="found"
      >
        {t`Order found`} · <span className="ltr-number">{props.services}</span>
      </Badge>
    )
  }
  return (
    <Badge
      variant="light"
      color="red"
      leftSection={<IconCircleX size={14} />}
      data-testid="order-indicator"
      data-state="not-found"
    >
      {t`No order found`}
    </Badge>
  )
}
