// What Mantine's components read from their provider, given without Mantine's provider, whose
// module builds every default CSS variable on import and whose component builds the theme's
// again on every start: about a tenth of a phone's work before the first screen. The theme's
// variables come from src/ui/theme/theme.gen.css instead (written from the theme by Mantine's own
// provider at build time, scripts/gen/theme-css.ts), and the color scheme is always light
// (index.html sets it on <html>). Decision 205 says what to check on a Mantine upgrade.
import type { ContextType, ReactNode } from 'react'
import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core'

type MantineContextValue = NonNullable<ContextType<typeof MantineContext>>

const context: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
}

export function MantineContextProvider(props: {
  theme: MantineThemeOverride
  children: ReactNode
}) {
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={props.theme}>{props.children}</MantineThemeProvider>
    </MantineContext>
  )
}
