// The network is the boundary replaced here: a fake fetch plays the backends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiConfig } from '../api/config.ts'
import { MeDocument } from '../api/generated/commerce.ts'
import { commerceClient } from '../api/graphql.ts'
import { initialSession, session } from '../api/session-store.ts'
import { loadDb } from '../db/index.ts'
import { signOut } from './sign-out.ts'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

const me = { id: 'VXNlcjox', firstName: 'Rashid', lastName: 'Al Kalbani', email: '' }

describe('sign-out', () => {
  let logouts: unknown[]

  beforeEach(async () => {
    logouts = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.url.startsWith(apiConfig.restUrl)) {
        logouts.push(await request.json())
        return json({ success: true, data: null })
      }
      return json({ data: { me: { ...me, __typename: 'User' } } })
    })
    session.set(
      () => ({
        ...initialSession(),
        token: 'access',
        refreshToken: 'refresh',
        isLogin: true,
        user: { ...me, phone: '91110051', countryCode: '968' },
        checkoutId: 'checkout-1',
        cartTotals: { ...initialSession().cartTotals, totalQuantity: 2 },
        location: {
          provinceId: 1,
          provinceName: 'Muscat',
          cityId: 3,
          cityName: 'Bawshar',
          channel: 'muscat',
        },
      }),
      { flush: true },
    )
    const db = await loadDb()
    await db.cartLines.put({
      id: 'line-1',
      checkoutId: 'checkout-1',
      variantId: 'v',
      productId: 'p',
      name: 'Oil',
      nameAr: null,
      image: null,
      quantity: 2,
      price: 1,
      payable: 1,
      discount: 0,
      discountPercentage: 0,
      quantityAvailable: 5,
      position: 0,
    })
    await db.lookups.put({ key: 'customer', value: {}, savedAt: 0 })
  })

  afterEach(() => vi.unstubAllGlobals())

  it('ends the session on the server and forgets the person, the cart and the cached data', async () => {
    const before = commerceClient()
    await before.query(MeDocument, {}).toPromise()
    expect(before.readQuery(MeDocument, {})?.data?.me?.firstName).toBe('Rashid')

    await signOut()

    expect(logouts).toEqual([{ refresh_token: 'refresh', device_token: null }])
    expect(session.get()).toMatchObject({
      token: null,
      refreshToken: null,
      isLogin: false,
      user: null,
      checkoutId: null,
      cartTotals: { totalQuantity: 0 },
      location: { cityId: 3 }, // the store location is the device's, not the person's
    })
    expect(commerceClient()).not.toBe(before)
    expect(commerceClient().readQuery(MeDocument, {})).toBeNull()
    const db = await loadDb()
    expect(await db.cartLines.count()).toBe(0)
    expect(await db.lookups.count()).toBe(0)
  })

  it('still forgets everything on the device when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await signOut()
    expect(session.get().isLogin).toBe(false)
    expect(session.get().refreshToken).toBeNull()
    expect(await (await loadDb()).cartLines.count()).toBe(0)
  })
})
