// Support contacts from build-time configuration: APP_SUPPORT_PHONES (comma-separated) and
// APP_SUPPORT_ADDRESS ("English | Arabic", or one text for both languages).
import type { Language } from '../../../i18n/i18n.ts'

const demoPhones = '+968 2400 0000, +968 9100 0000'
const demoAddress =
  'HiG Car Care, Way 3021, Al Khuwair, Bawshar, Muscat, Sultanate of Oman | هاي جي للعناية بالسيارات، طريق 3021، الخوير، بوشر، مسقط، سلطنة عُمان'

export function supportPhones(raw: string | undefined = import.meta.env.APP_SUPPORT_PHONES) {
  return (raw?.trim() ? raw : demoPhones)
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean)
    .map((text) => ({ text, href: `tel:${text.replace(/[^\d+]/g, '')}` }))
}

export function supportAddress(
  language: Language,
  raw: string | undefined = import.meta.env.APP_SUPPORT_ADDRESS,
): string {
  const [en = '', ar] = (raw?.trim() ? raw : demoAddress).split('|').map((part) => part.trim())
  return language === 'ar' && ar ? ar : en
}
