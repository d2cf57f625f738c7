// Which commerce GraphQL answers the catalog's answer cache may keep, and under what key:
// queries whose every root field is public (the same for everyone in a channel), by language,
// operation, variables and document.
import { Kind, type OperationDefinitionNode } from 'graphql'

// Root fields whose answers do not depend on who asks.
const publicRoots = new Set([
  'products',
  'product',
  'categories',
  'attributes',
  'pages',
  'pageTypes',
  'channels',
  'addressValidationRules',
])

export function isPublicRead(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        (selection.kind === Kind.FIELD && publicRoots.has(selection.name.value)) ||
        (selection.kind === Kind.FIELD && selection.name.value === '__typename'),
    )
  )
}

export function cacheKey(
  language: string,
  query: string,
  operationName: string | undefined,
  variables: unknown,
): string {
  return `${language}\u0001${operationName ?? ''}\u0001${JSON.stringify(variables ?? {})}\u0001${query}`
}
