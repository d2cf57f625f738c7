import { UnstyledButton } from '@mantine/core'
import {
  IconCalendarEvent,
  IconHome,
  IconShoppingCart,
  IconTool,
  IconWallet,
} from '@tabler/icons-react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { session, shownCartQuantity, useIsLoggedIn } from '../../api/session-store.ts'
import classes from './shell.module.css'

interface Entry {
  to: '/wallet/' | '/cart/' | '/' | '/new-service/' | '/appointment'
  label: string
  icon: ReactNode
  needsLogin: boolean
}

export function BottomNavigation() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const loggedIn = useIsLoggedIn()
  const quantity = session.use(shownCartQuantity)
  const entries: Entry[] = [
    {
      to: '/wallet/',
      label: t`Wallet`,
      icon: <IconWallet size={24} stroke={1.6} />,
      needsLogin: true,
    },
    {
      to: '/cart/',
      label: t`Cart`,
      icon: <IconShoppingCart size={24} stroke={1.6} />,
      needsLogin: true,
    },
    { to: '/', label: t`Home`, icon: <IconHome size={24} stroke={1.6} />, needsLogin: false },
    {
      to: '/new-service/',
      label: t`New service`,
      icon: <IconTool size={24} stroke={1.6} />,
      needsLogin: true,
    },
    {
      to: '/appointment',
      label: t`Appointments`,
      icon: <IconCalendarEvent size={24} stroke={1.6} />,
      needsLogin: true,
    },
  ]
  const go = (entry: Entry) => {
    if (entry.needsLogin && !loggedIn) {
      void navigate({ to: '/login/' })
      return
    }
    if (entry.to === '/') window.scrollTo({ top: 0, behavior: 'smooth' })
    void navigate({ to: entry.to })
  }
  const active = (entry: Entry) =>
    entry.to === '/' ? pathname === '/' : pathname.startsWith(entry.to.replace(/\/$/, ''))
  return (
    <nav className={classes.bottomNavigation} aria-label={t`Main`}>
      {entries.map((entry) => (
        <UnstyledButton
          key={entry.to}
          className={classes.bottomEntry}
          data-active={active(entry) || undefined}
          aria-current={active(entry) ? 'page' : undefined}
          onClick={() => go(entry)}
          data-testid={`nav-${entry.to.replaceAll('/', '') || 'home'}`}
        >
          <span className={classes.bottomIcon}>
            {entry.icon}
            {entry.to === '/cart/' && quantity > 0 && (
              <span className={classes.badge} data-testid="cart-badge">
                {quantity > 99 ? '99+' : quantity}
              </span>
            )}
          </span>
          <span className={classes.bottomLabel}>{entry.label}</span>
        </UnstyledButton>
      ))}
    </nav>
  )
}
