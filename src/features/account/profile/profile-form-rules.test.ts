// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { profileProblem } from './profile-form-rules.ts'

const saved = { firstName: 'Ahmed', lastName: 'Al Balushi' }

describe('the profile form', () => {
  it('asks for both names, then each, then for a change', () => {
    expect(profileProblem(saved, { firstName: ' ', lastName: '' })).toBe('both-required')
    expect(profileProblem(saved, { firstName: '', lastName: 'X' })).toBe('first-required')
    expect(profileProblem(saved, { firstName: 'X', lastName: '  ' })).toBe('last-required')
    expect(profileProblem(saved, { firstName: 'Ahmed ', lastName: 'Al Balushi' })).toBe('unchanged')
    expect(profileProblem(saved, { firstName: 'Ahmad', lastName: 'Al Balushi' })).toBeNull()
  })
})
