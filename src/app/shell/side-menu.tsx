import { Divider, NavLink, Stack, Text } from '@mantine/core'
import { Drawer } from '../dialogs.tsx'
import {
  IconCalendarEvent,
  IconFileText,
  IconHelpCircle,
  IconLogin,
  IconPackages,
  IconTool,
  IconUser,
  IconUsers,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { session, useIsLoggedIn } from '../../api/session-store.ts'
import { SignOutItem } from './sign-out-item.tsx'
import { tokens } from '../theme-base.ts'
import classes from './shell.module.css'

interface Item {
  to: string
  label: string
  icon: ReactNode
}

export function SideMenu(props: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const loggedIn = useIsLoggedIn()
  const user = session.use((state) => state.user)
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || t`HiG customer`
  const icon = (node: ReactNode) => node
  const items: Item[] = loggedIn
    ? [
        { to: '/profile/', label: t`Profile`, icon: icon(<IconUser size={20} />) },
        { to: '/appointment', label: t`Appointments`, icon: icon(<IconCalendarEvent size={20} />) },
        { to: '/new-service/', label: t`New service`, icon: icon(<IconTool size={20} />) },
        { to: '/stocks', label: t`Stocks`, icon: icon(<IconPackages size={20} />) },
        { to: '/employees', label: t`Employees`, icon: icon(<IconUsers size={20} />) },
        { to: '/support/', label: t`Help`, icon: icon(<IconHelpCircle size={20} />) },
        {
          to: '/terms-and-policy/',
          label: t`Terms and privacy`,
          icon: icon(<IconFileText size={20} />),
        },
      ]
    : [
        { to: '/login/d/', label: t`Sign in / Sign up`, icon: icon(<IconLogin size={20} />) },
        { to: '/support/', label: t`Help`, icon: icon(<IconHelpCircle size={20} />) },
        {
          to: '/terms-and-policy/',
          label: t`Terms and privacy`,
          icon: icon(<IconFileText size={20} />),
        },
      ]
  const licence = import.meta.env.APP_LICENCE_NUMBER ?? '1234567'
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      size={tokens.sideMenuWidth}
      // Mantine mirrors drawer positions in right-to-left pages: "left" is the reading start,
      // the side of the menu button, in both languages.
      position="left"
      title={
        <Stack gap={0}>
          <Text fw={700} data-testid="side-menu-name">
            {name}
          </Text>
          {loggedIn && user?.phone && (
            <Text size="sm" c="dimmed" className="ltr-number">
              +{user.countryCode} {user.phone}
            </Text>
          )}
        </Stack>
      }
      classNames={{ body: classes.sideMenuBody }}
    >
      <nav aria-label={t`Side menu`} className={classes.sideMenuNav}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            onClick={props.onClose}
          />
        ))}
        {loggedIn && <SignOutItem onClose={props.onClose} />}
      </nav>
      <div className={classes.sideMenuFooter}>
        <Divider mb="sm" />
        <Text size="xs" c="dimmed">
          {t`Licence number`}: <span className="ltr-number">{licence}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t`Version`} <span className="ltr-number">{__APP_VERSION__}</span>
        </Text>
      </div>
    </Drawer>
  )
}
