import { describe, expect, it } from 'vitest'
import {
  callbackOrigin,
  configuredCallbackOrigins,
  isAllowedCallback,
  requestOrigin,
} from './callback-host.ts'

describe('callback hosts', () => {
  it('reads an origin with or without its scheme', () => {
    expect(callbackOrigin('https://app.example.om/anything?x=1', 'http://localhost:3000')).toBe(
      'https://app.example.om',
    )
    expect(callbackOrigin('localhost:3000', 'http://localhost:3000')).toBe('http://localhost:3000')
    expect(callbackOrigin('javascript:alert(1)', 'http://localhost')).toBeNull()
    expect(callbackOrigin('https://user:pw@app.example.om', 'http://localhost')).toBeNull()
    expect(callbackOrigin('', 'http://localhost')).toBeNull()
  })

  it('trusts the origin the request came to, and configured ones only', () => {
    expect(isAllowedCallback('http://localhost:3000', 'http://localhost:3000/graphql/', [])).toBe(
      true,
    )
    expect(isAllowedCallback('https://evil.example', 'http://localhost:3000', [])).toBe(false)
    const allowed = configuredCallbackOrigins({
      PAYMENT_CALLBACK_HOSTS: 'https://app.example.om/, nonsense, https://shop.example.om',
    })
    expect(allowed).toEqual(['https://app.example.om', 'https://shop.example.om'])
    expect(isAllowedCallback('https://shop.example.om', 'http://localhost', allowed)).toBe(true)
  })

  it('sees the origin a proxy in front received', () => {
    const behindProxy = new Request('http://10.0.0.5:3000/graphql/wallet/', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.om' },
    })
    expect(requestOrigin(behindProxy)).toBe('https://shop.example.om')
    expect(requestOrigin(new Request('http://localhost:3000/x'))).toBe('http://localhost:3000')
  })
})
