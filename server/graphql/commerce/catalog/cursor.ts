// Opaque cursors of the catalog's connections: the position in the ordered result. The
// order is total (ties broken by id), so a position always means the same product while the
// catalog does not change.
import { GraphQLError } from 'graphql'

const MAX_PAGE = 100

function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64')
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))
  if (!match)
    throw new GraphQLError('Received cursor is invalid.', { extensions: { code: 'GRAPHQL_ERROR' } })
  return Number(match[1]) + 1
}

// Saleor's rules for `first`: required, at most 100.
export function pageSize(first: number | null | undefined, connection: string): number {
  if (first === null || first === undefined) {
    throw new GraphQLError(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`,
    )
  }
  if (first < 0 || first > MAX_PAGE) {
    throw new GraphQLError(
      `Requesting ${first} records on the \`${connection}\` connection exceeds the \`first\` limit of ${MAX_PAGE} records.`,
    )
  }
  return first
}

export function connection<T>(
  items: readonly T[],
  offset: number,
  hasNextPage: boolean,
  totalCount: number,
) {
  return {
    totalCount,
    edges: items.map((node, index) => ({ node, cursor: encodeCursor(offset + index) })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: items.length > 0 ? encodeCursor(offset) : null,
      endCursor: items.length > 0 ? encodeCursor(offset + items.length - 1) : null,
    },
  }
}
