// Design tokens of the spec (font sizes 8–26 px, spacing 4–64 px, radii 3, 6, 10, 12, 16,
// 100 px) mapped onto Mantine's scales. The primary colour is a deep teal that keeps white
// text above 4.5:1 contrast.
import { Badge, createTheme, type MantineColorsTuple } from '@mantine/core'

export const tokens = {
  fontSizes: [8, 10, 12, 14, 16, 18, 20, 22, 24, 26],
  spacing: [4, 8, 12, 16, 20, 24, 32, 40, 48, 64],
  radii: [3, 6, 10, 12, 16, 100],
  headerHeight: 56,
  bottomNavigationHeight: 65,
  sideMenuWidth: 300,
} as const

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: 'var(--app-font), system-ui, sans-serif',
  headings: { fontFamily: 'var(--app-font), system-ui, sans-serif', fontWeight: '700' },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px' },
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { xs: '3px', sm: '6px', md: '10px', lg: '12px', xl: '16px' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: tokens,
  components: {
    // A badge says a state ("Expired", "Sent: waiting for the customer's code"): cut to
    // "EXPI…" on a phone it says nothing. It keeps its width beside other text and wraps
    // when it is wider than its line, in both languages.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', flexShrink: 0 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      },
    }),
  },
})
