// The header's back arrow, on every screen but the home page (decision 261): back to the
// screen before when the app has one, else to the screen's natural parent, which is also where
// an outcome screen always leads. An installed app has no browser back button (iOS's
// standalone display mode), so this is the only way back there. The arrow points to where the
// reading starts: left in English, right in Arabic. A plain button drawn like the header's other
// tools (decision 271): Mantine's ActionIcon brings its loader and transition into every first
// load.
import { IconArrowLeft } from '@tabler/icons-react'
import { useCanGoBack, useMatches, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { toolClass } from './header-tool.ts'
import classes from './shell.module.css'

export interface Back {
  /** Where back leads without an earlier screen of the app. */
  to: string
  /** Whether it leads there even when there is one. */
  always: boolean
}

export type NaturalParent = (
  routeId: string,
  place: { params: Record<string, string>; search: Record<string, unknown> },
) => Back | null

export function BackControl(props: { naturalParent: NaturalParent }) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const match = useMatches({ select: (matches) => matches.at(-1) })
  const back =
    match &&
    props.naturalParent(match.routeId, {
      params: match.params as Record<string, string>,
      search: match.search as Record<string, unknown>,
    })
  if (!back) return null
  return (
    <button
      type="button"
      aria-label={t`Back`}
      data-testid="header-back"
      className={`${toolClass} ${classes.back}`}
      onClick={() => {
        if (canGoBack && !back.always) router.history.back()
        else void router.navigate({ href: back.to, replace: true })
      }}
    >
      <IconArrowLeft size={22} stroke={1.8} />
    </button>
  )
}
