import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

// Where a failed or canceled payment is tried again (decision 264): the wallet for a top-up,
// the order's page for an unpaid order (decision 266), else the payment step.
export function PayAgainLink(props: {
  topUp: boolean
  orderId: string
  testId: string
  children: ReactNode
}) {
  if (props.orderId) {
    return (
      <Button
        renderRoot={(rootProps) => (
          <Link to="/my-order/$id" params={{ id: props.orderId }} {...rootProps} />
        )}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    )
  }
  return (
    <Button component={Link} to={props.topUp ? '/wallet/' : '/payment/'} data-testid={props.testId}>
      {props.children}
    </Button>
  )
}
