import { Button, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import {
  IconCar,
  IconChevronRight,
  IconDiscount2,
  IconFileInvoice,
  IconHelpCircle,
  IconMapPin,
  IconPackage,
  IconPencil,
  IconReceipt,
  IconWallet,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { ProfileAvatar } from './profile-avatar.tsx'
import classes from './profile.module.css'
import { useSessionUser } from './use-session-user.ts'

type AccountLink = {
  to:
    | '/my-orders/'
    | '/wallet/'
    | '/offers/'
    | '/address/a/'
    | '/mycars/'
    | '/factors/'
    | '/invoices/'
    | '/support/'
  label: string
  icon: ReactNode
  testId: string
}

export function ProfileScreen() {
  const { t } = useLingui()
  const user = useSessionUser()
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || '-'
  const links: AccountLink[] = [
    {
      to: '/my-orders/',
      label: t`My orders`,
      icon: <IconPackage size={20} />,
      testId: 'link-orders',
    },
    { to: '/wallet/', label: t`Wallet`, icon: <IconWallet size={20} />, testId: 'link-wallet' },
    { to: '/offers/', label: t`Offers`, icon: <IconDiscount2 size={20} />, testId: 'link-offers' },
    {
      to: '/address/a/',
      label: t`My addresses`,
      icon: <IconMapPin size={20} />,
      testId: 'link-addresses',
    },
    { to: '/mycars/', label: t`My cars`, icon: <IconCar size={20} />, testId: 'link-cars' },
    { to: '/factors/', label: t`My bills`, icon: <IconReceipt size={20} />, testId: 'link-bills' },
    {
      to: '/invoices/',
      label: t`Invoices`,
      icon: <IconFileInvoice size={20} />,
      testId: 'link-invoices',
    },
    { to: '/support/', label: t`Help`, icon: <IconHelpCircle size={20} />, testId: 'link-support' },
  ]
  return (
    <>
      <ScreenTitle>{t`Profile`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <Paper withBorder radius="lg" p="md">
          <Group wrap="nowrap" gap="md">
            <ProfileAvatar key={user?.id} userId={user?.id ?? 'me'} name={name} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }} className="wraps-long-words">
              <Text fw={700} size="lg" dir="auto" data-testid="profile-name">
                {name}
              </Text>
              {user?.phone && (
                <Text c="dimmed" size="sm" className="ltr-number" data-testid="profile-phone">
                  +{user.countryCode} {user.phone}
                </Text>
              )}
            </Stack>
            <Button
              component={Link}
              to="/profile/edit/"
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
              data-testid="profile-edit"
            >
              {t`Edit`}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="lg" py={4}>
          <nav aria-label={t`My account`}>
            {links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                leftSection={link.icon}
                rightSection={<IconChevronRight size={16} className={classes.chevron} />}
                data-testid={link.testId}
              />
            ))}
          </nav>
        </Paper>
      </Stack>
    </>
  )
}
