import { describe, expect, it } from 'vitest'
import { bottomBarOf, isAt, navigationRole, sideMenuOf } from './destinations.ts'

const person = { id: '1', firstName: '', lastName: '', email: '', phone: '', countryCode: '968' }
const staffTools = ['new-service', 'appointments', 'stocks', 'employees']

describe('navigation by role', () => {
  it('tells a visitor, a customer and staff apart', () => {
    expect(navigationRole(false, null)).toBe('visitor')
    expect(navigationRole(true, person)).toBe('customer')
    expect(navigationRole(true, { ...person, staff: 'active-center' })).toBe('staff')
    expect(navigationRole(true, { ...person, staff: 'inactive-center' })).toBe('staff')
  })

  it('never shows a visitor or a customer the staff’s tools', () => {
    for (const role of ['visitor', 'customer'] as const) {
      const everything = [...bottomBarOf(role), ...sideMenuOf(role).flat()]
      expect(everything.filter((entry) => staffTools.includes(entry))).toEqual([])
    }
    expect(bottomBarOf('customer')).toEqual(['wallet', 'cart', 'home', 'orders', 'account'])
  })

  it('keeps the spec’s entries for staff, beside their own', () => {
    expect(bottomBarOf('staff')).toEqual(['wallet', 'cart', 'home', 'new-service', 'appointments'])
    const menu = sideMenuOf('staff').flat()
    for (const tool of staffTools) expect(menu).toContain(tool)
    expect(menu).toContain('orders')
  })

  it('offers the service-center finder in every side menu', () => {
    for (const role of ['visitor', 'customer', 'staff'] as const) {
      expect(sideMenuOf(role).flat()).toContain('service-centers')
    }
  })

  it('marks the entry of the screen and of the screens below it', () => {
    expect(isAt('orders', '/my-order/T3JkZXI6MQ==')).toBe(true)
    expect(isAt('orders', '/ordering')).toBe(false)
    expect(isAt('home', '/category/')).toBe(false)
    expect(isAt('cart', '/delivery/')).toBe(true)
    expect(isAt('appointments', '/services/12')).toBe(true)
    expect(isAt('appointments', '/services/verification/12/968')).toBe(false)
  })
})
