// A real router over a small route tree: the product route's component loads on demand, and a
// counter tells whether its code was asked for.
import { describe, expect, it } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router'
import { warmProductScreen } from './warm-product-screen.ts'

async function routerAt(path: string) {
  const loads: string[] = []
  const root = createRootRoute()
  const home = createRoute({ getParentRoute: () => root, path: '/' })
  const product = createRoute({
    getParentRoute: () => root,
    path: '/product/$id',
    component: lazyRouteComponent(async () => {
      loads.push('product screen')
      return { default: () => null }
    }),
  })
  const staff = createRoute({ getParentRoute: () => root, id: '_staff' })
  const customers = createRoute({ getParentRoute: () => staff, path: '/customers' })
  const router = createRouter({
    routeTree: root.addChildren([home, product, staff.addChildren([customers])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return { router, loads }
}

describe('warmProductScreen', () => {
  it('loads the product screen once the installed app opened on a customer page', async () => {
    const { router, loads } = await routerAt('/')
    await warmProductScreen(router, true)
    expect(loads).toEqual(['product screen'])
  })

  it('leaves it alone on a page the service worker does not serve', async () => {
    const { router, loads } = await routerAt('/')
    expect(warmProductScreen(router, false)).toBeUndefined()
    expect(loads).toEqual([])
  })

  it('leaves it alone on a staff page', async () => {
    const { router, loads } = await routerAt('/customers')
    expect(router.state.matches.map((match) => match.routeId)).toContain('/_staff')
    expect(warmProductScreen(router, true)).toBeUndefined()
    expect(loads).toEqual([])
  })
})
