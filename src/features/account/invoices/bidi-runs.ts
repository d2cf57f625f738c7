// pdf-lib (through fontkit) shapes Arabic and lays a whole string out right to left, which
// would reverse numbers and Latin words inside Arabic text. A line is therefore cut into runs
// of one direction, each drawn by itself, and the runs placed in the line's reading order.
export interface Run {
  text: string
  rtl: boolean
}

const arabic = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const latinOrDigit = /[A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/

type Kind = 'rtl' | 'ltr' | 'neutral'
const kindOf = (char: string): Kind =>
  arabic.test(char) ? 'rtl' : latinOrDigit.test(char) ? 'ltr' : 'neutral'

const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{', '»': '«' }
const openers = new Set(Object.values(closers))

// Neutral characters (spaces, punctuation) stay with the run before them; leading ones join
// the first run with a direction. A closing bracket takes the direction of the run that holds
// its opening one, so "المبلغ (OMR)" keeps its brackets around "OMR" rather than drawing "OMR))".
export function splitRuns(text: string): Run[] {
  const runs: Run[] = []
  const open: { char: string; rtl: boolean }[] = []
  let pending = ''
  for (const char of text) {
    const kind = kindOf(char)
    const last = runs[runs.length - 1]
    if (kind === 'neutral') {
      const opener = closers[char]
      const match = opener === undefined ? -1 : open.findLastIndex((o) => o.char === opener)
      if (match >= 0) {
        const { rtl } = open[match]!
        open.length = match
        if (last && last.rtl !== rtl) {
          runs.push({ text: char, rtl })
          continue
        }
      } else if (openers.has(char)) {
        open.push({ char, rtl: last?.rtl ?? false })
      }
      if (last) last.text += char
      else pending += char
      continue
    }
    const rtl = kind === 'rtl'
    if (last && last.rtl === rtl) last.text += char
    else {
      runs.push({ text: pending + char, rtl })
      pending = ''
    }
  }
  if (pending) runs.push({ text: pending, rtl: false })
  return runs
}

// fontkit draws a right-to-left run without mirroring brackets, so an Arabic run gets the
// mirrored characters themselves: "(ر.ع)" is drawn from ")ر.ع(".
const mirrors: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
}

export function mirrored(text: string): string {
  return [...text].map((char) => mirrors[char] ?? char).join('')
}

// The runs from left to right on the page: an Arabic line reads from the right, so its first
// run is the rightmost.
export function visualOrder(runs: readonly Run[], rtlLine: boolean): Run[] {
  return rtlLine ? [...runs].reverse() : [...runs]
}

// Words that fit a width, line by line (a word longer than the width gets a line of its own).
export function wrapWords(text: string, maxWidth: number, widthOf: (text: string) => number) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && widthOf(candidate) > maxWidth) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}
