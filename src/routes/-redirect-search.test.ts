// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { redirectSearch } from './-redirect-search.ts'

describe('the login pages’ ?redirect=', () => {
  it('keeps a page inside the app', () => {
    expect(redirectSearch.parse({ redirect: '/orders/?page=2' })).toEqual({
      redirect: '/orders/?page=2',
    })
  })

  it('replaces a page elsewhere, or no page, by nothing, so the raw value never reaches the screen', () => {
    for (const redirect of ['https://evil.example/', '//evil.example', 'orders', 42, '/']) {
      const search = redirectSearch.parse({ redirect })
      expect(search).toHaveProperty('redirect', undefined)
    }
    expect(redirectSearch.parse({})).toEqual({})
  })
})
