// The app sends Accept-Language: EN or AR (upper-case, like Saleor's LanguageCodeEnum).
export type Language = 'en' | 'ar'

export function languageOf(header: string | null | undefined): Language {
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en'
}

// For data kept in both languages (a name_en and a name_ar column). Words written in the code are
// messages, said from the catalogs (server/i18n, decision 282).
export function pick<T>(language: Language, en: T, ar: T): T {
  return language === 'ar' ? ar : en
}
