// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { usageLimitOf } from './usage-limit.ts'

describe('suggested usage limits', () => {
  it('reads kilometers as kilometers and anything else as its value', () => {
    expect(usageLimitOf({ usage_limit_type: 'km', usage_limit: 10000 })).toEqual({
      value: '10,000',
      inKilometers: true,
    })
    expect(usageLimitOf({ usage_limit_type: 'day', usage_limit: 90 })).toEqual({
      value: '90',
      inKilometers: false,
    })
  })
})
