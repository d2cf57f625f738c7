import { Divider, NavLink, Stack, Text } from '@mantine/core'
import { Drawer } from '../ui/dialogs/dialogs.tsx'
import {
  IconBell,
  IconCalendarEvent,
  IconCar,
  IconFileInvoice,
  IconFileText,
  IconHelpCircle,
  IconLogin,
  IconMapPin,
  IconMapSearch,
  IconPackages,
  IconReceipt,
  IconTool,
  IconUser,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import { session, useIsLoggedIn } from '../api/session-store.ts'
import { SignOutItem } from './sign-out-item.tsx'
import { tokens } from '../ui/theme/theme-base.ts'
import { useDestinationLabels } from './destination-labels.ts'
import {
  destinationPaths,
  isAt,
  navigationRole,
  sideMenuOf,
  type Destination,
} from './destinations.ts'
import classes from './shell.module.css'

const icons: Partial<Record<Destination, ReactNode>> = {
  account: <IconUser size={20} />,
  orders: <IconReceipt size={20} />,
  wallet: <IconWallet size={20} />,
  cars: <IconCar size={20} />,
  addresses: <IconMapPin size={20} />,
  bills: <IconFileInvoice size={20} />,
  notifications: <IconBell size={20} />,
  appointments: <IconCalendarEvent size={20} />,
  'new-service': <IconTool size={20} />,
  stocks: <IconPackages size={20} />,
  employees: <IconUsers size={20} />,
  'service-centers': <IconMapSearch size={20} />,
  'sign-in': <IconLogin size={20} />,
  help: <IconHelpCircle size={20} />,
  terms: <IconFileText size={20} />,
}

export function SideMenu(props: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const loggedIn = useIsLoggedIn()
  const user = session.use((state) => state.user)
  const labels = useDestinationLabels()
  const role = navigationRole(loggedIn, user)
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || t`HiG customer`
  const license =
    import.meta.env.APP_LICENSE_NUMBER ?? import.meta.env.APP_LICENCE_NUMBER ?? '1234567'
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      size={tokens.sideMenuWidth}
      // Mantine mirrors drawer positions in right-to-left pages: "left" is the reading start,
      // the side of the menu button, in both languages.
      position="left"
      title={
        <Stack gap={0} miw={0}>
          <Text fw={700} className={classes.wholeName} data-testid="side-menu-name">
            {name}
          </Text>
          {loggedIn && user?.phone && (
            <Text size="sm" c="dimmed" className="ltr-number">
              +{user.countryCode} {user.phone}
            </Text>
          )}
        </Stack>
      }
      classNames={{ body: classes.sideMenuBody, title: classes.sideMenuTitle }}
    >
      <nav aria-label={t`Side menu`} className={classes.sideMenuNav}>
        {sideMenuOf(role).map((group, index) => (
          <Fragment key={group[0]}>
            {index > 0 && <Divider my={4} />}
            {group.map((destination) => (
              <NavLink
                key={destination}
                component={Link}
                to={destinationPaths[destination]}
                label={labels[destination]}
                leftSection={icons[destination]}
                active={isAt(destination, pathname)}
                onClick={props.onClose}
                data-testid={`menu-${destination}`}
              />
            ))}
          </Fragment>
        ))}
        {loggedIn && <SignOutItem onClose={props.onClose} />}
      </nav>
      <div className={classes.sideMenuFooter}>
        <Divider mb="sm" />
        <Text size="xs" c="dimmed">
          {t`License number`}: <span className="ltr-number">{license}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t`Version`} <span className="ltr-number">{__APP_VERSION__}</span>
        </Text>
      </div>
    </Drawer>
  )
}
