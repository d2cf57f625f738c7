import { describe, expect, it } from 'vitest'
import { splitDocuments } from './split-documents.ts'

const generated = [
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export type MeQuery = { me: { id: string } | null };',
  'export type MeQueryVariables = Exact<{ [key: string]: never }>;',
  'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;',
  'export const PriceFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PriceFragment, unknown>;',
].join('\n')

describe('splitting generated documents', () => {
  it('moves each document to its own module and re-exports it under the same name', () => {
    const { barrel, files } = splitDocuments(generated, 'commerce')
    expect(files.map((file) => file.path)).toEqual([
      'commerce/MeDocument.ts',
      'commerce/PriceFragmentDoc.ts',
    ])
    expect(barrel).toContain('export type MeQuery =')
    expect(barrel).toContain("export { MeDocument } from './commerce/MeDocument.ts';")
    expect(barrel).not.toContain('"kind":"Document"')
  })

  it('imports only the types each document names', () => {
    const { files } = splitDocuments(generated, 'commerce')
    expect(files[0]!.content).toContain(
      "import type { MeQuery, MeQueryVariables } from '../commerce.ts';",
    )
    expect(files[1]!.content).toContain("import type { PriceFragment } from '../commerce.ts';")
    expect(files[1]!.content).toContain('DocumentNode<PriceFragment, unknown>')
  })
})
