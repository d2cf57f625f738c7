// Saleor's global ids: base64 of "Type:pk". The app treats them as opaque strings.
import { GraphQLError } from 'graphql'
import { isStoredId } from '#shared/domain/storable.ts'

export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64')
}

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
