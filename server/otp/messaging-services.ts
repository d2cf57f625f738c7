import { msg, type Message } from '../i18n/message.ts'
// The channels a one-time code can travel by. SMS is the default.
export interface MessagingService {
  value: string
  label: Message
  isDefault: boolean
  icon: string
}

export const messagingServices: readonly MessagingService[] = [
  { value: 'SMS', label: msg('SMS'), isDefault: true, icon: 'sms' },
  { value: 'WHATSAPP', label: msg('WhatsApp'), isDefault: false, icon: 'whatsapp' },
]

export function messagingServiceOf(value: string | null | undefined): MessagingService {
  return (
    messagingServices.find((service) => service.value === value?.toUpperCase()) ??
    messagingServices.find((service) => service.isDefault) ??
    messagingServices[0]!
  )
}
