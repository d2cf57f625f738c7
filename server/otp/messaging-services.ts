// The channels a one-time code can travel by. SMS is the default.
export interface MessagingService {
  value: string
  labelEn: string
  labelAr: string
  isDefault: boolean
  icon: string
}

export const messagingServices: readonly MessagingService[] = [
  { value: 'SMS', labelEn: 'SMS', labelAr: 'رسالة نصية', isDefault: true, icon: 'sms' },
  { value: 'WHATSAPP', labelEn: 'WhatsApp', labelAr: 'واتساب', isDefault: false, icon: 'whatsapp' },
]

export function messagingServiceOf(value: string | null | undefined): MessagingService {
  return (
    messagingServices.find((service) => service.value === value?.toUpperCase()) ??
    messagingServices.find((service) => service.isDefault) ??
    messagingServices[0]!
  )
}
