// The theme's values that do not depend on the screen: colors, type, spacing and radii (what
// theme.ts says about contrast holds here). Apart from theme.ts, so that the build can turn them
// into Mantine's CSS variables once (scripts/gen/theme-css.ts) instead of the app on every start.
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'
import { readableDarkShades } from './readable-shades.ts'

export const tokens = {
  fontSizes: [8, 10, 12, 14, 16, 18, 20, 22, 24, 26],
  spacing: [4, 8, 12, 16, 20, 24, 32, 40, 48, 64],
  radii: [3, 6, 10, 12, 16, 100],
  headerHeight: 56,
  bottomNavigationHeight: 65,
  sideMenuWidth: 300,
} as const

/** Secondary text: 5.8:1 on white, 4.9:1 on Mantine's gray.2 (#e9ecef). */
export const dimmedText = '#5f6670'

const brand: MantineColorsTuple = [
  '#e6f6f8',
  '#cbe9ee',
  '#97d3dd',
  '#5fbccb',
  '#35a7b9',
  '#1b93a6',
  '#0f7d8f',
  '#0b6a79',
  '#0b5e6b',
  '#064852',
]

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': dimmedText },
  dark: {},
})

// Shade 7 text reads at 4.5:1 on white, 8 at 5.5:1 (white on it too) and 9 at 7:1, which
// keeps a light badge's text (shade 9) above 4.5:1 on its tint (shades 1 and 2).
const palette = Object.fromEntries(
  Object.entries(readableDarkShades).map(([name, dark]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 7), ...dark] as unknown as MantineColorsTuple,
  ]),
)

export const baseTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { ...palette, brand },
  fontFamily: 'var(--app-font), system-ui, sans-serif',
  headings: { fontFamily: 'var(--app-font), system-ui, sans-serif', fontWeight: '700' },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px' },
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { xs: '3px', sm: '6px', md: '10px', lg: '12px', xl: '16px' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: tokens,
})
