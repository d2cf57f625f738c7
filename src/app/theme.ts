// Design tokens of the spec (font sizes 8–26 px, spacing 4–64 px, radii 3, 6, 10, 12, 16,
// 100 px) mapped onto Mantine's scales, and the one place where contrast and the names of
// Mantine's own controls are decided (docs/decisions/150-contrast-and-names-in-the-theme.md):
// - the primary colour is a deep teal that keeps white text above 4.5:1;
// - secondary ("dimmed") text is a grey that reads at 4.5:1 or more on white and on the light
//   greys of cards and stripes, so small xs/sm text, badges and the `.ltr-number` runs that
//   inherit it pass too;
// - the darker shades of every colour (7, 8, 9: text such as c="green.8", outline and filled
//   badges and buttons, the text of light badges) are darkened just enough that text in them,
//   or white text on them, reads at 4.5:1 at least;
// - close buttons, wherever Mantine draws one, are named in the person's language;
// - every control a finger presses is at least 24 × 24 px (WCAG 2.2's 2.5.8): close buttons and
//   icon buttons never smaller, and a checkbox, radio or switch row 24 px tall with its label;
// - text is never cut: a button's or a badge's label wraps onto another line instead
//   (docs/decisions/152).
import { msg } from '@lingui/core/macro'
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'
import { i18n } from '../i18n/i18n.ts'
import { darkenFor } from '../lib/contrast.ts'
import classes from './theme.module.css'

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
const readableShades = [4.5, 5.5, 7] as const

function readable(colors: MantineColorsTuple): MantineColorsTuple {
  const shades = [...colors]
  readableShades.forEach((ratio, index) => {
    shades[7 + index] = darkenFor(shades[7 + index]!, ratio)
  })
  shades[9] = darkenFor(shades[9]!, 4.5, shades[2]!)
  return shades as unknown as MantineColorsTuple
}

const palette = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, colors]) => [name, readable(colors)]),
)

const closeLabel = () => ({ 'aria-label': i18n._(msg`Close`) })

/** WCAG 2.2's smallest target (2.5.8), in CSS px. */
const minimumTarget = 24

const inlineTarget = { label: classes.inlineLabel, inner: classes.inlineBox }

export const theme = createTheme({
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
  components: {
    // A badge says a state ("Expired", "Sent: waiting for the customer's code"): cut to
    // "EXPI…" on a phone it says nothing. It keeps its width beside other text and wraps
    // when it is wider than its line, in both languages.
    // (A plain object rather than Badge.extend, which would put Badge in the first load.)
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', flexShrink: 0 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      },
    },
    // A label longer than its button ("Sort (Lowest Price)" on a 320 px phone) takes a second
    // line, and the button grows with it.
    Button: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, height: 'auto' },
      },
    },
    // Read at render time, so the name follows the language.
    CloseButton: {
      defaultProps: closeLabel,
      styles: { root: { minWidth: minimumTarget, minHeight: minimumTarget } },
    },
    ActionIcon: {
      styles: { root: { minWidth: minimumTarget, minHeight: minimumTarget } },
    },
    // The 20 px box and its label share a 24 px row that the finger can press anywhere on.
    Checkbox: { classNames: inlineTarget },
    Radio: { classNames: inlineTarget },
    Switch: { classNames: { label: classes.inlineLabel, track: classes.inlineBox } },
    // A table wider than the phone scrolls in its own box, which the keyboard can reach.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // The calendar's days are styled under the name of the picker that draws them.
    ...Object.fromEntries(
      ['Day', 'Calendar', 'DatePicker', 'DatePickerInput'].map((name) => [
        name,
        { classNames: { day: classes.day } },
      ]),
    ),
  },
  other: tokens,
})
