// `?q=` of a searchable staff list. TanStack Router reads `?q=123` as a number.
export function parseQSearch(raw: Record<string, unknown>): { q?: string } {
  const q = typeof raw.q === 'number' ? String(raw.q) : raw.q
  return typeof q === 'string' && q.trim() !== '' ? { q } : {}
}
