// A step kept offline asks the browser for the cart's Background Sync (decision 290): when the
// network returns, the worker asks every open page to send, also a page that never loaded the
// sender. The browser's registration is the boundary replaced here; the end-to-end test
// (tests/e2e/cart-offline-background-sync.spec.ts) fires the sync itself, since the tests'
// browser has Background Sync disabled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_SYNC_TAG } from '#shared/protocols/cart-sync.ts'
import { session } from '../../api/session-store.ts'
import { keepStepOnDevice } from './step-on-device.ts'

const product = {
  productId: 'UHJvZHVjdDox',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  channel: 'muscat',
  name: 'Castrol 5W-30',
  nameAr: 'كاسترول',
  image: null,
  price: 4.5,
  discount: 0,
  payable: 4.5,
  discountPercentage: 0,
  quantityAvailable: 10,
}

describe('a step kept on the device', () => {
  const register = vi.fn(async (_tag: string) => {})

  beforeEach(() => {
    session.set((state) => ({
      ...state,
      token: 'token',
      isLogin: true,
      user: { id: 'u1', firstName: '', lastName: '', email: '', phone: '', countryCode: '968' },
    }))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ sync: { register } }), addEventListener() {} },
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    register.mockClear()
  })

  it('offline, asks for the cart Background Sync, so the network coming back wakes the worker', async () => {
    await keepStepOnDevice('u1', product, 1, { quiet: true })
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(CART_SYNC_TAG))
  })
})
