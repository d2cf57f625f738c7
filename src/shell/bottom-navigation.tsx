import {
  IconCalendarEvent,
  IconHome,
  IconReceipt,
  IconShoppingCart,
  IconTool,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { session, shownCartQuantity, useIsLoggedIn } from '../api/session-store.ts'
import { useDestinationLabels } from './destination-labels.ts'
import {
  bottomBarOf,
  destinationPaths,
  isAt,
  navigationRole,
  type Destination,
} from './destinations.ts'
import classes from './shell.module.css'

const icons: Partial<Record<Destination, ReactNode>> = {
  wallet: <IconWallet size={24} stroke={1.6} />,
  cart: <IconShoppingCart size={24} stroke={1.6} />,
  home: <IconHome size={24} stroke={1.6} />,
  orders: <IconReceipt size={24} stroke={1.6} />,
  account: <IconUserCircle size={24} stroke={1.6} />,
  'new-service': <IconTool size={24} stroke={1.6} />,
  appointments: <IconCalendarEvent size={24} stroke={1.6} />,
}

const signInFirst: readonly Destination[] = ['wallet', 'cart', 'new-service', 'appointments']

export function BottomNavigation() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const loggedIn = useIsLoggedIn()
  const role = session.use((state) => navigationRole(loggedIn, state.user))
  const quantity = session.use(shownCartQuantity)
  const labels = useDestinationLabels()
  const go = (destination: Destination) => {
    const to = destinationPaths[destination]
    // The spec sends a visitor pressing these to /login/; the others' guards send them to their
    // own login screen. Either way they come back here once signed in.
    if (!loggedIn && signInFirst.includes(destination)) {
      void navigate({ to: '/login/', search: { redirect: to } })
      return
    }
    if (destination === 'home') window.scrollTo({ top: 0, behavior: 'smooth' })
    void navigate({ href: to })
  }
  return (
    <nav className={classes.bottomNavigation} aria-label={t`Main`}>
      {bottomBarOf(role).map((destination) => {
        const active = isAt(destination, pathname)
        return (
          // A plain button rather than Mantine's UnstyledButton, which would bring Mantine's
          // styling machinery into every page's first load (decision 275).
          <button
            type="button"
            key={destination}
            className={`mantine-focus-auto ${classes.bottomEntry}`}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            onClick={() => go(destination)}
            data-testid={`nav-${destination}`}
          >
            <span className={classes.bottomIcon}>
              {icons[destination]}
              {destination === 'cart' && quantity > 0 && (
                <span className={classes.badge} data-testid="cart-badge">
                  {quantity > 99 ? '99+' : quantity}
                </span>
              )}
            </span>
            <span className={classes.bottomLabel}>{labels[destination]}</span>
          </button>
        )
      })}
    </nav>
  )
}
