import { describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { loadDb, useDbQuery, type AppDb } from './index.ts'

describe('useDbQuery', () => {
  it('answers from the device database, and again when the table changes', async () => {
    const query = vi.fn((db: AppDb) => db.lookups.count())
    const { result } = renderHook(() => useDbQuery(query, [], -1))
    await waitFor(() => expect(result.current).toBeGreaterThanOrEqual(0))
    const before = result.current
    await (
      await loadDb()
    ).lookups.put({ key: `use-db-query-${Date.now()}`, value: 1, savedAt: Date.now() })
    await waitFor(() => expect(result.current).toBe(before + 1))
  })

  it('while not enabled, never opens the database and answers its initial value', async () => {
    const query = vi.fn((db: AppDb) => db.lookups.count())
    const { result, rerender } = renderHook(
      ({ enabled }) => useDbQuery(query, [], -1, { enabled }),
      { initialProps: { enabled: false } },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(query).not.toHaveBeenCalled()
    expect(result.current).toBe(-1)
    // Enabled later (the person signed in): the query starts.
    rerender({ enabled: true })
    await waitFor(() => expect(result.current).toBeGreaterThanOrEqual(0))
    // Disabled again (signed out): the initial value, whatever was read before.
    rerender({ enabled: false })
    expect(result.current).toBe(-1)
  })
})
