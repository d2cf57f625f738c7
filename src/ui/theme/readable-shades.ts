// Shades 7, 8 and 9 of Mantine's colors, darkened just enough for text (theme.ts says which
// ratio each shade keeps). Worked out once (theme.test.ts checks them against darkenFor and the
// ratios) instead of on every start, where the search cost a phone about 100 ms before the first
// screen.
type DarkShades = readonly [string, string, string]

export const readableDarkShades: Record<string, DarkShades> = {
  gray: ['#495057', '#343a40', '#212529'],
  red: ['#db3939', '#c72b2b', '#aa2424'],
  pink: ['#d6336c', '#c2255c', '#a61e4d'],
  grape: ['#ae3ec9', '#9c36b5', '#862e9c'],
  violet: ['#7048e8', '#6741d9', '#5b3abc'],
  indigo: ['#4263eb', '#3b5bdb', '#334abb'],
  blue: ['#1b79cd', '#186ab7', '#165a9b'],
  cyan: ['#0e8295', '#0a7385', '#096172'],
  teal: ['#0a8762', '#077755', '#066549'],
  green: ['#2a873b', '#247834', '#20652e'],
  lime: ['#538310', '#47750a', '#3e6309'],
  yellow: ['#a46a00', '#995a00', '#8a4700'],
  orange: ['#c65306', '#b44509', '#9f350b'],
}
