import { IconBell, IconSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BackControl, type NaturalParent } from './back-control.tsx'
import { LanguageMenu } from './language-menu.tsx'
import { toolClass } from './header-tool.ts'
import classes from './shell.module.css'

// `tools` false draws the header's box and brand only: the first of the shell's passes. Plain
// elements drawn like Mantine's Group and Burger: any of Mantine's Box-based components here
// brings Mantine's styling machinery into every page's first load (decision 275).
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
      <div className={classes.headerStart}>
        <BackControl naturalParent={props.naturalParent} />
        <button
          type="button"
          className={`${classes.burger} mantine-focus-auto`}
          onClick={props.onMenu}
          aria-label={t`Menu`}
        >
          <span
            className={classes.burgerLines}
            data-opened={props.menuOpened || undefined}
            data-reduce-motion
          />
        </button>
        <Link to="/" className={classes.brand} aria-label={t`HiG home`}>
          HiG
        </Link>
      </div>
      {props.tools && (
        <div className={classes.headerTools}>
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
        </div>
      )}
    </header>
  )
}
