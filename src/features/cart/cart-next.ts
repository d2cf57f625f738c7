// Where the cart's Next leads (the spec's three outcomes): an empty cart home, a signed-in
// person to delivery, a visitor to login.
export type CartNext = '/' | '/delivery/' | '/login/'

export function cartNext(itemCount: number, loggedIn: boolean): CartNext {
  if (itemCount === 0) return '/'
  return loggedIn ? '/delivery/' : '/login/'
}
