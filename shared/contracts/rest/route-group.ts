// The routes of one group of the spec for one audience (`accounts/` for customers, `locations/`
// for anyone…): the group gives each route the start of its path and who may call it, so a
// route states only its own method, the rest of its path, its summary and its parts. A path to
// one record (`…/:id/`) takes `byId` as its path parameters: every such path of the spec does.
import { byId } from './fields.ts'
import { route, type Audience, type RestRoute } from './route.ts'

type Method = RestRoute['method']

/** What a route of a group states itself; its aliases are under the group's path too. */
type Own = Omit<RestRoute, 'method' | 'path' | 'who' | 'params'>

type ParamsOf<P extends string> = P extends `${string}:id${string}`
  ? { readonly params: typeof byId }
  : unknown

type GroupRoute<M extends Method, G extends string, P extends string, W extends Audience, O> = {
  readonly method: M
  readonly path: `${G}${P}`
  readonly who: W
} & ParamsOf<P> &
  Omit<O, 'aliases'> &
  Pick<RestRoute, 'aliases'>

export function routeGroup<const G extends string, const W extends Audience>(prefix: G, who: W) {
  const at =
    <const M extends Method>(method: M) =>
    <const P extends string, const O extends Own>(path: P, own: O): GroupRoute<M, G, P, W, O> =>
      route({
        method,
        path: `${prefix}${path}`,
        who,
        ...(path.includes(':id') ? { params: byId } : {}),
        ...own,
        ...(own.aliases ? { aliases: own.aliases.map((alias) => `${prefix}${alias}`) } : {}),
      }) as GroupRoute<M, G, P, W, O>
  return {
    get: at('get'),
    post: at('post'),
    put: at('put'),
    patch: at('patch'),
    delete: at('delete'),
  }
}
