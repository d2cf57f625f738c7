// Languages: English (default and fallback) and Arabic. The choice is kept on the device;
// switching sets lang, dir and the font on <html> here, in one place.
import { i18n, type Messages } from '@lingui/core'
import { LANGUAGE_KEY } from '#shared/protocols/first-screen-keys.ts'

export type Language = 'en' | 'ar'
const LANGUAGE_STORAGE_KEY = LANGUAGE_KEY

// English has no catalog: each message's English is compiled into the code that shows it
// (scripts/vite/english-in-code.ts), so the first load carries only the first screen's. Arabic
// loads when chosen, and is precached for offline use like every other chunk.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: async () => ({ messages: {} }),
  ar: () => import('../../locales/ar/messages.po'),
}

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ar' ? 'ar' : 'en'
  } catch {
    return 'en'
  }
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr'
}

const listeners = new Set<(language: Language) => void>()

export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]()
  i18n.loadAndActivate({ locale: language, messages })
  const root = document.documentElement
  root.lang = language
  root.dir = directionOf(language)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  listeners.forEach((listener) => listener(language))
}

export function currentLanguage(): Language {
  return i18n.locale === 'ar' ? 'ar' : 'en'
}

export { i18n }
