// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { beginPass, clearSelection, currentDraft, updateDraft } from './service-draft.ts'

const ticked = () => {
  updateDraft({
    mobile: '95550101',
    odometer: '45000',
    categoryId: 3,
    lines: [{ id: 11, name: 'Oil change', categoryId: 3 }],
    interval: '5000',
  })
}

describe('a pass is one pass', () => {
  it('clears the selection when the first step is opened anew, and only then', () => {
    beginPass('entry-1', false)
    ticked()
    beginPass('entry-1', false) // a reload, or Back to the same entry
    expect(currentDraft().lines).toHaveLength(1)
    beginPass('entry-2', true) // the steps' link back
    expect(currentDraft().lines).toHaveLength(1)
    beginPass('entry-3', false) // the bottom bar
    const draft = currentDraft()
    expect(draft.lines).toEqual([])
    expect(draft.interval).toBe('')
    expect(draft.categoryId).toBeNull()
    // The customer stays: only what was ticked goes.
    expect(draft.mobile).toBe('95550101')
    expect(draft.odometer).toBe('45000')
  })

  it('lets the staff member clear what is ticked', () => {
    ticked()
    clearSelection()
    expect(currentDraft().lines).toEqual([])
  })
})
