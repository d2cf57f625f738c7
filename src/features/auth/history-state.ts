// What the phone screens hand to the code screen in the navigation state (not the URL: the
// list is the server's answer of the moment, and a shared or reloaded link without it goes
// back to the phone screen, as the spec says).
import type { MessagingService } from '../../api/messaging-services.ts'

declare module '@tanstack/react-router' {
  interface HistoryState {
    // The shop flow (/verify-otp/d/): the services a code can be sent through.
    messagingServices?: readonly MessagingService[]
    // The captcha flow (/verify-otp/c/): a code was requested through accounts/login/.
    captchaLogin?: true
  }
}

export type CodeFlow = 'd' | 'c'

const codeFlows: readonly CodeFlow[] = ['d', 'c']

export function isCodeFlow(value: string): value is CodeFlow {
  return (codeFlows as readonly string[]).includes(value)
}
