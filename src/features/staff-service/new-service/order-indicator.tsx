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
  const look = {
    checking: { color: 'gray', icon: <Loader size={10} />, text: t`Checking orders…` },
    found: {
      color: 'green',
      icon: <IconCircleCheck size={14} />,
      text: (
        <>
          {t`Order found`} · <span className="ltr-number">{props.services}</span>
        </>
      ),
    },
    'not-found': { color: 'red', icon: <IconCircleX size={14} />, text: t`No order found` },
  }[props.state]
  return (
    <Badge
      variant="light"
      color={look.color}
      leftSection={look.icon}
      data-testid="order-indicator"
      data-state={props.state}
    >
      {look.text}
    </Badge>
  )
}
