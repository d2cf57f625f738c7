// Search that forgives how people type Arabic and English: case, Arabic diacritics and
// tatweel, the hamza forms of alef, alef maqsura and taa marbuta, and the direction marks that
// keep codes left-to-right; digits typed on an Arabic keyboard read as Western ones. The backend stores product names normalized the same way
// (server/db/migrations/0100-catalogue.sql), and the offline catalog compares with this.
import { westernDigits } from './digits.ts'

const marks = /[\u064B-\u065F\u0670\u0640\u200E\u200F]/g

export function normalizeSearchText(text: string): string {
  return westernDigits(text)
    .toLowerCase()
    .replace(marks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
}

/** The words of a search, normalized; every one must appear in a matching name. */
export function searchWords(query: string): string[] {
  return normalizeSearchText(query)
    .split(/\s+/)
    .map((word) => word.trim())
    .filter((word) => word !== '')
}

export function matchesSearch(normalizedText: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedText.includes(word))
}

/** Shorter searches are not sent: they would match most of the catalog. */
export const MIN_SEARCH_LENGTH = 3
export const SEARCH_RESULT_LIMIT = 100
