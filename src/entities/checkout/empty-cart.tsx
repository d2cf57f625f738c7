import { Button } from '@mantine/core'
import { IconShoppingCartOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../ui/lists/empty-state.tsx'

// An empty cart, on the cart or a checkout step reached without one: back to the shop, never a
// Next that leads nowhere (decision 264).
export function EmptyCart() {
  const { t } = useLingui()
  return (
    <EmptyState
      message={t`Your cart is empty`}
      icon={<IconShoppingCartOff size={48} stroke={1.2} />}
      action={
        <Button component={Link} to="/" data-testid="continue-shopping">
          {t`Continue shopping`}
        </Button>
      }
    />
  )
}
