import { Button } from '@mantine/core'
import { IconShoppingCartOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../ui/lists/empty-state.tsx'

// A checkout step reached with no cart, or an empty one: back to the shop.
export function EmptyCheckout() {
  const { t } = useLingui()
  return (
    <EmptyState
      message={t`cart is empty`}
      icon={<IconShoppingCartOff size={48} stroke={1.2} />}
      action={
        <Button component={Link} to="/">
          {t`Continue shopping`}
        </Button>
      }
    />
  )
}
