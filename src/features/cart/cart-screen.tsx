// /cart/ (checkout step 1): the saved cart at once (IndexedDB and the session), brought up to
// date from the server when online; read-only offline. Lines change only with the server's
// answer. Next: a signed-in person to delivery, a visitor to login; an empty cart has no Next
// but a way back to the shop.
import { useEffect, useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { session, useIsLoggedIn } from '../../api/session-store.ts'
import { CheckoutStepper } from '../../entities/checkout/checkout-stepper.tsx'
import { BottomBar } from '../../ui/layout/bottom-bar.tsx'
import { ScreenTitle } from '../../app/screen-title.tsx'
import type { CartLineRecord } from '../../db/index.ts'
import { EmptyCart } from '../../entities/checkout/empty-cart.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { changeLine, refreshCart } from './cart-actions.ts'
import { CartLineCard } from './cart-line-card.tsx'
import { cartNext } from './cart-next.ts'
import { CartNote } from './cart-note.tsx'
import { CartSummary } from './cart-summary.tsx'
import classes from './cart.module.css'
import { useOnline } from '../../lib/use-online.ts'
import { useSavedLines } from './use-saved-lines.ts'

export function CartScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const online = useOnline()
  const lines = useSavedLines()
  const totals = session.use((state) => state.cartTotals)
  const [busy, setBusy] = useState<string | null>(null)

  useEffect(() => {
    if (online && loggedIn) void refreshCart()
  }, [online, loggedIn])

  const step = async (line: CartLineRecord, direction: 1 | -1) => {
    setBusy(line.id)
    try {
      await changeLine(line, lines?.length ?? 0, direction)
    } finally {
      setBusy(null)
    }
  }

  const count = lines?.length ?? 0
  let content
  if (lines === null) {
    content = <ListSkeleton rows={2} height={110} />
  } else if (count === 0) {
    content = <EmptyCart />
  } else {
    content = (
      <Stack gap="sm">
        {!online && (
          <Text className={classes.offline} role="status" data-testid="cart-offline">
            {t`You are offline. This is your cart as last saved; changes need a connection.`}
          </Text>
        )}
        {lines.map((line) => (
          <CartLineCard
            key={line.id}
            line={line}
            busy={busy === line.id}
            disabled={!online || (busy !== null && busy !== line.id)}
            onStep={(direction) => void step(line, direction)}
          />
        ))}
        <CartSummary totals={totals} />
        <CartNote />
      </Stack>
    )
  }

  return (
    <>
      <CheckoutStepper current={0} />
      <ScreenTitle>{t`Cart`}</ScreenTitle>
      <Stack px="md" gap="md">
        {content}
      </Stack>
      {/* An empty cart offers to continue shopping instead (decision 264). */}
      {count > 0 && (
        <BottomBar>
          <Button
            fullWidth
            size="md"
            data-testid="cart-next"
            disabled={busy !== null}
            onClick={() => {
              const to = cartNext(count, loggedIn)
              if (to === '/login/') void navigate({ to, search: { redirect: '/cart/' } })
              else void navigate({ to })
            }}
          >
            {t`Next`}
          </Button>
        </BottomBar>
      )}
    </>
  )
}
