// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { submissionOwnerPrefix } from './submission-owner.ts'

describe('submissionOwnerPrefix', () => {
  it('is the hex of the owner id, then a dot', () => {
    expect(submissionOwnerPrefix('VXNlcjoz')).toBe('56584e6c636a6f7a.')
  })

  it('keeps owners apart even when one id starts with another', () => {
    expect(submissionOwnerPrefix('VXNlcjoz1').startsWith(submissionOwnerPrefix('VXNlcjoz'))).toBe(
      false,
    )
  })
})
