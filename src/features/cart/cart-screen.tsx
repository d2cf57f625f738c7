// /cart/ (checkout step 1): the saved cart at once (IndexedDB and the session), brought up to
// date from the server when online. Offline, and while the server's answers do not come, plus,
// minus and remove are kept on the device and shown as waiting, then confirmed when the
// network returns; what the server changed is told on its line (decision 290). A change online
// whose answer is slow to come says so on its line rather than spinning. Next: an empty
// cart goes home, a signed-in person to delivery (once the server has confirmed every line), a
// visitor to login.
import { useEffect, useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { session, useIsLoggedIn } from '../../api/session-store.ts'
import { CheckoutStepper } from '../../entities/checkout/checkout-stepper.tsx'
import { BottomBar } from '../../ui/layout/bottom-bar.tsx'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import type { ShownLine } from '../../entities/cart/shown-cart.ts'
import { EmptyCart } from '../../entities/checkout/empty-cart.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { changeLine, refreshCart, snapshotOf } from './cart-actions.ts'
import { confirmNotices, restoreOnDevice } from './cart-changes.ts'
import { CartLineCard } from './cart-line-card.tsx'
import { CartNote } from './cart-note.tsx'
import { CartNotices, RemovedLines } from './cart-notices.tsx'
import { CartSummary } from './cart-summary.tsx'
import { startCartSync } from './cart-sync.ts'
import classes from './cart.module.css'
import { useOnline } from '../../lib/use-online.ts'
import { useShownCart } from './use-shown-cart.ts'
import { useCartNext, type NextHeldBy } from './use-cart-next.ts'

// A change's call gives up after SEND_TIMEOUT_MS (15 s), then is kept on the device: until then,
// a spinner only for the first moments, as the staff queue's Submit does.
const SLOW_MS = 3000

export function CartScreen() {
  const { t } = useLingui()
  const loggedIn = useIsLoggedIn()
  const online = useOnline()
  const cart = useShownCart()
  const lines = cart?.lines ?? null
  const ownerId = session.use((state) => state.user?.id ?? null)
  const serverTotals = session.use((state) => state.cartTotals)
  const [busy, setBusy] = useState<string | null>(null)
  // The busy line's call has not answered after SLOW_MS: the line says so instead of spinning.
  const [slow, setSlow] = useState(false)
  const next = useCartNext(cart, loggedIn)

  useEffect(() => {
    if (!loggedIn) return
    void startCartSync()
    if (online) void refreshCart()
  }, [online, loggedIn])

  const step = async (line: ShownLine, direction: 1 | -1) => {
    setBusy(line.id)
    const slowTimer = setTimeout(() => setSlow(true), SLOW_MS)
    try {
      await changeLine(line, lines?.length ?? 0, direction)
    } finally {
      clearTimeout(slowTimer)
      setSlow(false)
      setBusy(null)
    }
  }

  const undo = (line: ShownLine) => {
    if (!ownerId) return
    void restoreOnDevice(ownerId, snapshotOf(line)).then(() => startCartSync())
  }

  const heldText: Record<NextHeldBy, string> = {
    offline: t`Paying needs a connection. Your cart is kept on this device: press Next again when you are back online.`,
    unsent: t`Your changes are not confirmed yet. They are sent by themselves as soon as the server answers; press Next again then.`,
    notices: t`Check what changed in your cart, and confirm it, before paying.`,
  }

  const count = lines?.length ?? 0
  const empty =
    cart !== null &&
    lines !== null &&
    count === 0 &&
    cart.removed.length === 0 &&
    cart.notices === 0
  let content
  if (cart === null || lines === null) {
    content = <ListSkeleton rows={2} height={110} />
  } else if (empty) {
    content = <EmptyCart />
  } else {
    content = (
      <Stack gap="sm">
        {!online && (
          <Text className={classes.offline} role="status" data-testid="cart-offline">
            {t`You are offline. Your changes are kept on this device and confirmed when you are back online.`}
          </Text>
        )}
        <CartNotices cart={cart} onConfirm={() => ownerId && void confirmNotices(ownerId)} />
        {lines.map((line) => (
          <CartLineCard
            key={line.id}
            line={line}
            busy={busy === line.id}
            slow={busy === line.id && slow}
            disabled={busy !== null && busy !== line.id}
            onStep={(direction) => void step(line, direction)}
          />
        ))}
        <RemovedLines lines={cart.removed} onUndo={undo} />
        {count > 0 && (
          <CartSummary totals={cart.totals ?? serverTotals} estimate={cart.totals !== null} />
        )}
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
      {!empty && (
        <BottomBar>
          {next.held && (
            <Text
              size="sm"
              role="alert"
              className={classes.held}
              data-testid="cart-next-held"
              data-held={next.held}
            >
              {heldText[next.held]}
            </Text>
          )}
          <Button
            fullWidth
            size="md"
            data-testid="cart-next"
            loading={next.checking}
            disabled={lines === null || busy !== null}
            onClick={() => void next.go()}
          >
            {t`Next`}
          </Button>
        </BottomBar>
      )}
    </>
  )
}
