// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { supportAddress, supportPhones } from './support-config.ts'

describe('support contacts', () => {
  it('lists the configured phones with call links', () => {
    expect(supportPhones('+968 2400 0000, 968-9111-2222 ,')).toEqual([
      { text: '+968 2400 0000', href: 'tel:+96824000000' },
      { text: '968-9111-2222', href: 'tel:96891112222' },
    ])
    expect(supportPhones('').length).toBeGreaterThan(0)
  })

  it('gives the address in the language asked, or the one text given', () => {
    expect(supportAddress('ar', 'Muscat | مسقط')).toBe('مسقط')
    expect(supportAddress('en', 'Muscat | مسقط')).toBe('Muscat')
    expect(supportAddress('ar', 'Muscat')).toBe('Muscat')
  })
})
