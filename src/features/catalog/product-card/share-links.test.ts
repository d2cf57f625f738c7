// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { productLink, shareTargets, shareUrl } from './share-links.ts'

describe('share links', () => {
  const link = productLink('https://app.example.om/', 'UHJvZHVjdDox')

  it('links to the product page on the same site', () => {
    expect(link).toBe('https://app.example.om/product/UHJvZHVjdDox')
    expect(productLink('https://a.om', 'a+b=')).toBe('https://a.om/product/a%2Bb%3D')
  })

  it('gives every target the link, encoded', () => {
    for (const target of shareTargets) {
      const url = shareUrl(target, link, 'Mobil 1 & friends')
      expect(url).toContain(encodeURIComponent(link).slice(0, 20))
      expect(url).not.toContain(' & ')
    }
    expect(shareUrl('email', link, 'Oil')).toMatch(/^mailto:\?subject=Oil&body=/)
    expect(shareUrl('whatsapp', link, 'Oil')).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(shareUrl('facebook', link, 'Oil')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    )
  })
})
