// Design tokens of the spec (font sizes 8–26 px, spacing 4–64 px, radii 3, 6, 10, 12, 16,
// 100 px) mapped onto Mantine's scales, and the one place where contrast and the names of
// Mantine's own controls are decided (docs/decisions/150-contrast-and-names-in-the-theme.md):
// - the primary color is a deep teal that keeps white text above 4.5:1;
// - secondary ("dimmed") text is a grey that reads at 4.5:1 or more on white and on the light
//   greys of cards and stripes, so small xs/sm text, badges and the `.ltr-number` runs that
//   inherit it pass too;
// - the darker shades of every color (7, 8, 9: text such as c="green.8", outline and filled
//   badges and buttons, the text of light badges) are darkened just enough that text in them,
//   or white text on them, reads at 4.5:1 at least;
// - close buttons, wherever Mantine draws one, are named in the person's language;
// - every control a finger presses is at least 24 × 24 px (WCAG 2.2's 2.5.8): close buttons and
//   icon buttons never smaller, and a checkbox, radio or switch row 24 px tall with its label;
//   on the staff screens, which set `--touch-target` to 44 px while they are open, every
//   button, icon, field, tab and row is that big (a working hand, decision 255);
// - text is never cut: a button's or a badge's label wraps onto another line instead
//   (docs/decisions/152).
import { msg } from '@lingui/core/macro'
import { createTheme } from '@mantine/core'
import { i18n } from '../../i18n/i18n.ts'
import { baseTheme } from './theme-base.ts'
import classes from './theme.module.css'

const closeLabel = () => ({ 'aria-label': i18n._(msg`Close`) })

/** WCAG 2.2's smallest target (2.5.8), in CSS px. */
const minimumTarget = 24

/** At least `least` px, and the area's own target where one is set (`--touch-target`). */
const target = (least: string) => `max(${least}, var(--touch-target, 0px))`

const inlineTarget = { label: classes.inlineLabel, inner: classes.inlineBox }

export const theme = createTheme({
  ...baseTheme,
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
        root: {
          height: 'auto',
          minHeight: target('var(--button-height)'),
          minWidth: 'var(--touch-target, 0px)',
          paddingBlock: 4,
        },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, height: 'auto' },
      },
    },
    // Read at render time, so the name follows the language.
    CloseButton: {
      defaultProps: closeLabel,
      styles: {
        root: { minWidth: target(`${minimumTarget}px`), minHeight: target(`${minimumTarget}px`) },
      },
    },
    ActionIcon: {
      styles: {
        root: { minWidth: target(`${minimumTarget}px`), minHeight: target(`${minimumTarget}px`) },
      },
    },
    // Every field (text, select, the code's boxes) as tall as the area's target.
    Input: { styles: { input: { minHeight: target('var(--input-height)') } } },
    Tabs: { styles: { tab: { minHeight: target('0px') } } },
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
        {
          classNames: {
            day: classes.day,
            calendarHeaderControl: classes.calendarControl,
            calendarHeaderLevel: classes.calendarControl,
          },
        },
      ]),
    ),
  },
})
