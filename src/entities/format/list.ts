// Lists are joined the way the language joins them (Intl.ListFormat), never with a hard-coded
// comma: in running text "A, B, and C" / "A وB وC"; as a plain enumeration (a service's lines on
// a card) "A, B, C" / "A، B، C".
const formats = new Map<string, Intl.ListFormat>()

export function formatList(
  items: readonly string[],
  language: string,
  kind: 'and' | 'enumeration' = 'and',
): string {
  const key = `${language}:${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.ListFormat(
      language,
      kind === 'and' ? { style: 'long', type: 'conjunction' } : { style: 'short', type: 'unit' },
    )
    formats.set(key, format)
  }
  return format.format(items)
}
