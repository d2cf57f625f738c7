// What the verification screen needs from the screen that opens it, carried in the history
// entry (so a reload keeps it): the channels the code can be re-sent by, and when the code
// was sent (the resend countdown runs from there).
import type { MessagingService } from '../../../api/messaging-services.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    serviceChannels?: MessagingService[]
    // The channel the code was sent by (its value).
    serviceChannel?: string | null
    codeSentAt?: number
  }
}
