// Codegen writes one module per endpoint holding every typed document. A bundler places a
// module in one chunk, so every document of the app would ride in the first load with the
// first one it needs. This splits each document into a module of its own and leaves, under the
// same name, the types plus re-exports: imports stay as they are, and each document lands in
// the chunk of the screen that uses it.

export interface SplitFile {
  path: string // relative to the folder of the generated file
  content: string
}

const documentLine = /^export const (\w+) = (.*) as unknown as DocumentNode<(.*)>;$/

export function splitDocuments(
  source: string,
  folder: string,
): { barrel: string; files: SplitFile[] } {
  const files: SplitFile[] = []
  const barrel: string[] = []
  for (const line of source.split('\n')) {
    const match = documentLine.exec(line)
    if (!match) {
      barrel.push(line)
      continue
    }
    const [, name, value, typeArguments] = match as unknown as [string, string, string, string]
    // Generated type names are capitalised; `unknown` and friends are TypeScript's own.
    const typeNames = [...new Set(typeArguments.split(',').map((part) => part.trim()))].filter(
      (part) => /^[A-Z]\w*$/.test(part),
    )
    const file = `${folder}/${name}.ts`
    files.push({
      path: file,
      content: [
        `import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';`,
        typeNames.length > 0
          ? `import type { ${typeNames.join(', ')} } from '../${folder}.ts';`
          : '',
        `export const ${name} = ${value} as unknown as DocumentNode<${typeArguments}>;`,
        '',
      ]
        .filter((part, index) => index !== 1 || part !== '')
        .join('\n'),
    })
    barrel.push(`export { ${name} } from './${file}';`)
  }
  return { barrel: barrel.join('\n'), files }
}
