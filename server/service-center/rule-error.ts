import type { Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'
// A business rule said no: an HTTP status and its message, so the rules stay plain functions
// and the REST edge says it in the person's language.

export class RuleError extends Error {
  readonly status: number
  readonly words: Message
  readonly extra: Record<string, unknown>
  constructor(status: number, words: Message, extra: Record<string, unknown> = {}) {
    super(translate('en', words))
    this.name = 'RuleError'
    this.status = status
    this.words = words
    this.extra = extra
  }

  get messageAr(): string {
    return translate('ar', this.words)
  }
}
