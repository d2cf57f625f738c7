// Lists in running text are joined the way the language joins them: "A, B, and C" in English,
// "A وB وC" in Arabic (Intl.ListFormat), never with a hard-coded comma.
const formats = new Map<string, Intl.ListFormat>()

export function formatList(items: readonly string[], language: string): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })
    formats.set(language, format)
  }
  return format.format(items)
}
