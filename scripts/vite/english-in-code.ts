// Babel plugin, run after Lingui's macro: English, the source language, is not a catalog the app
// downloads but the text of each message compiled into the code that shows it. The macro keeps
// each message's English beside its id (`descriptorFields: 'message'`); this plugin turns that
// text into Lingui's compiled form (the arrays a compiled catalog holds), which `i18n._` uses
// when the active catalog has no entry for the id. So a screen's chunk carries its own English,
// the first load carries only the first screen's, and Arabic stays a catalog loaded when chosen
// (docs/decisions/182-english-in-the-code.md).
import { readFileSync } from 'node:fs'
import type * as BabelTypes from '@babel/types'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

const descriptorKeys = new Set(['id', 'message', 'values', 'components', 'context', 'comment'])

// Explicit ids (`t({ id: 'order.RETURNED', message: 'Returned' })`) are known by the catalog;
// generated ones by their hash.
function explicitIds(catalogPath: string): Set<string> {
  const ids = new Set<string>()
  for (const match of readFileSync(catalogPath, 'utf8').matchAll(/^msgid "(.+)"$/gm)) {
    ids.add(JSON.parse(`"${match[1]!}"`) as string)
  }
  return ids
}

function isLinguiId(id: string, message: string, context: string, known: Set<string>): boolean {
  return id === generateMessageId(message, context) || known.has(id)
}

function keyName(key: BabelTypes.Node): string | null {
  if (key.type === 'Identifier') return key.name
  if (key.type === 'StringLiteral') return key.value
  return null
}

// Every node below `node`, depth first (no parent links in Babel's nodes, so no cycles).
function walk(node: unknown, visit: (node: BabelTypes.Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string')
    return
  visit(node as BabelTypes.Node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra' || key.endsWith('Comments')) continue
    if (value && typeof value === 'object') walk(value, visit)
  }
}

export function englishInCode(catalogPath: string) {
  const known = explicitIds(catalogPath)
  return (api: { types: typeof BabelTypes }) => {
    const t = api.types
    const compiled = (message: string, where: string) => {
      try {
        return t.valueToNode(compileMessageOrThrow(message))
      } catch (error) {
        throw new Error(`${where}: the message "${message}" does not compile`, { cause: error })
      }
    }
    return {
      name: 'english-in-code',
      visitor: {
        Program: {
          exit(path: { node: BabelTypes.Program }, state: { filename?: string }) {
            const where = state.filename ?? 'a module'
            walk(path.node, (node) => {
              if (node.type === 'ObjectExpression') {
                const fields = new Map<string, BabelTypes.ObjectProperty>()
                for (const property of node.properties) {
                  const name = property.type === 'ObjectProperty' ? keyName(property.key) : null
                  if (!name || !descriptorKeys.has(name) || property.type !== 'ObjectProperty')
                    return
                  fields.set(name, property)
                }
                const id = fields.get('id')?.value
                const message = fields.get('message')
                const context = fields.get('context')?.value
                if (id?.type === 'StringLiteral' && !message && known.has(id.value))
                  throw new Error(
                    `${where}: the message "${id.value}" needs its English in the code`,
                  )
                if (id?.type !== 'StringLiteral' || message?.value.type !== 'StringLiteral') return
                const contextText = context?.type === 'StringLiteral' ? context.value : ''
                if (!isLinguiId(id.value, message.value.value, contextText, known)) return
                message.value = compiled(message.value.value, where)
              } else if (node.type === 'JSXOpeningElement') {
                const attribute = (name: string) =>
                  node.attributes.find(
                    (item): item is BabelTypes.JSXAttribute =>
                      item.type === 'JSXAttribute' && item.name.name === name,
                  )
                const id = attribute('id')?.value
                const message = attribute('message')
                if (id?.type !== 'StringLiteral' || message?.value?.type !== 'StringLiteral') return
                const context = attribute('context')?.value
                const contextText = context?.type === 'StringLiteral' ? context.value : ''
                if (!isLinguiId(id.value, message.value.value, contextText, known)) return
                message.value = t.jsxExpressionContainer(compiled(message.value.value, where))
              }
            })
          },
        },
      },
    }
  }
}
