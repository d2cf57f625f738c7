// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nameInput, nameProblem } from './name-rules.ts'

describe('payment names', () => {
  it('needs both names, trimmed, and says which is missing', () => {
    expect(nameProblem('  ', '')).toBe('profile.errors.first_name_and_last_name_required')
    expect(nameProblem(' ', 'Al Balushi')).toBe('profile.errors.first_name_required')
    expect(nameProblem('Ahmed', ' ')).toBe('profile.errors.last_name_required')
    expect(nameProblem(' Ahmed ', 'Al Balushi')).toBeNull()
  })

  it('keeps at most 16 characters', () => {
    expect(nameInput('Abdulrahman Mohammed')).toBe('Abdulrahman Moha')
  })
})
