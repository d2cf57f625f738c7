// The app sends Accept-Language: EN or AR (upper-case, like Saleor's LanguageCodeEnum).
export type Language = 'en' | 'ar'

export function languageOf(header: string | null | undefined): Language {
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en'
}

export function pick<T>(language: Language, en: T, ar: T): T {
  return language === 'ar' ? ar : en
}
