// Saleor's global ids (server/lib/global-id.ts) as the commerce API reads them: an id of the
// wrong type or one no row can have is refused the way Saleor refuses it.
import { GraphQLError } from 'graphql'
import { isStoredId } from '#shared/domain/storable.ts'

export { toGlobalId } from '../../lib/global-id.ts'

export function fromGlobalId(
  globalId: string,
  expectedType?: string,
): { type: string; id: string } {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8')
  const separator = decoded.indexOf(':')
  const type = decoded.slice(0, separator)
  const id = decoded.slice(separator + 1)
  if (separator <= 0 || !id || (expectedType && type !== expectedType)) {
    throw new GraphQLError(`Couldn't resolve id: ${globalId}.`, {
      extensions: { exception: { code: 'GraphQLError' } },
    })
  }
  return { type, id }
}

export function pkOf(globalId: string, expectedType: string): number {
  const { id } = fromGlobalId(globalId, expectedType)
  const pk = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
  // An id no row can have (the columns are PostgreSQL integers) names nothing.
  if (!isStoredId(pk)) {
    throw new GraphQLError(`Couldn't resolve id: ${globalId}.`, {
      extensions: { exception: { code: 'GraphQLError' } },
    })
  }
  return pk
}
