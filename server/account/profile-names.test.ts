import { describe, expect, it } from 'vitest'
import { checkNames, MAX_NAME_LENGTH } from './profile-names.ts'

describe('profile names', () => {
  it('trims the names given and keeps the ones left out', () => {
    expect(checkNames({ firstName: '  Ahmed ', lastName: undefined }, 'en')).toEqual({
      ok: true,
      firstName: 'Ahmed',
      lastName: null,
    })
  })

  it('refuses a name longer than Saleor keeps, in the asking language', () => {
    const long = 'a'.repeat(MAX_NAME_LENGTH + 1)
    const answer = checkNames({ firstName: 'Ahmed', lastName: long }, 'ar')
    expect(answer.ok).toBe(false)
    if (!answer.ok) {
      expect(answer.errors).toHaveLength(1)
      expect(answer.errors[0]).toMatchObject({ field: 'lastName', code: 'INVALID' })
      expect(answer.errors[0]!.message).toMatch(/[\u0600-\u06ff]/)
    }
  })
})
