import { beforeEach, describe, expect, it } from 'vitest'
import { keepAddForSignIn, takeAddAfterSignIn } from './add-after-sign-in.ts'

const product = {
  id: 'UHJvZHVjdDox',
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  channel: 'muscat',
  name: 'Mobil 1',
  nameAr: null,
  image: null,
  price: 16.8,
  discount: 0,
  payable: 16.8,
  discountPercentage: 0,
  quantityAvailable: 40,
}

beforeEach(() => sessionStorage.clear())

describe('an Add kept while signing in', () => {
  it('is taken once', () => {
    keepAddForSignIn(product, '/product/UHJvZHVjdDox/')
    expect(takeAddAfterSignIn()).toEqual({ product, from: '/product/UHJvZHVjdDox/' })
    expect(takeAddAfterSignIn()).toBeNull()
  })

  it('is dropped after half an hour, and when it is not one', () => {
    keepAddForSignIn(product, '/')
    expect(takeAddAfterSignIn(Date.now() + 31 * 60_000)).toBeNull()
    sessionStorage.setItem('hig:add-after-sign-in', '{"from": 3}')
    expect(takeAddAfterSignIn()).toBeNull()
    sessionStorage.setItem('hig:add-after-sign-in', 'not json')
    expect(takeAddAfterSignIn()).toBeNull()
  })
})
