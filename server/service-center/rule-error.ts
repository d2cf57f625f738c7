// A business rule said no: an HTTP status and the message in both languages, so the rules
// stay plain functions and the REST edge picks the person's language.
export class RuleError extends Error {
  readonly status: number
  readonly messageAr: string
  readonly extra: Record<string, unknown>
  constructor(status: number, en: string, ar: string, extra: Record<string, unknown> = {}) {
    super(en)
    this.name = 'RuleError'
    this.status = status
    this.messageAr = ar
    this.extra = extra
  }
}
