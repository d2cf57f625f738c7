// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isPng, scaledSize } from './avatar-image.ts'

describe('the profile picture', () => {
  it('takes PNG files only', () => {
    expect(isPng({ type: 'image/png', name: 'me.PNG' })).toBe(true)
    expect(isPng({ type: 'image/jpeg', name: 'me.jpg' })).toBe(false)
    expect(isPng({ type: 'image/png', name: 'me.jpg' })).toBe(false)
    expect(isPng({ type: '', name: 'me.png' })).toBe(false)
  })

  it('is scaled down to fit 256 pixels, keeping its shape', () => {
    expect(scaledSize(1024, 512)).toEqual({ width: 256, height: 128 })
    expect(scaledSize(100, 300)).toEqual({ width: 85, height: 256 })
    expect(scaledSize(64, 64)).toEqual({ width: 64, height: 64 })
  })
})
