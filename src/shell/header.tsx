import { Burger, Group } from '@mantine/core'
import { IconBell, IconSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BackControl, type NaturalParent } from './back-control.tsx'
import { LanguageMenu } from './language-menu.tsx'
import { toolClass } from './header-tool.ts'
import classes from './shell.module.css'

// `tools` false draws the header's box and brand only: the first of the shell's passes.
export function Header(props: {
  menuOpened: boolean
  onMenu: () => void
  unseen: boolean
  tools: boolean
  naturalParent: NaturalParent
}) {
  const { t } = useLingui()
  return (
    <header className={classes.header}>
      <Group gap={4} wrap="nowrap">
        <BackControl naturalParent={props.naturalParent} />
        <Burger opened={props.menuOpened} onClick={props.onMenu} size="sm" aria-label={t`Menu`} />
        <Link to="/" className={classes.brand} aria-label={t`HiG home`}>
          HiG
        </Link>
      </Group>
      {props.tools && (
        <Group gap={2} wrap="nowrap">
          <Link to="/search" className={toolClass} aria-label={t`Search`}>
            <IconSearch size={22} stroke={1.6} />
          </Link>
          <LanguageMenu />
          <Link
            to="/notifications"
            aria-label={props.unseen ? t`Notifications, unread` : t`Notifications`}
            className={toolClass}
            data-testid="bell"
          >
            <IconBell size={22} stroke={1.6} />
            {props.unseen && <span className={classes.pulse} data-testid="bell-dot" />}
          </Link>
        </Group>
      )}
    </header>
  )
}
