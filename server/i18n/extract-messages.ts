// Finds the server's messages for `lingui extract` (lingui.server.config.ts): every `msg(…)`
// call, with its literal English text and context. The server runs TypeScript unbundled,
// without Lingui's macros, so this stands in for them; a `msg` given anything but literals
// stops the extraction.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import ts from 'typescript'

interface FoundMessage {
  id: string
  message: string
  context?: string
  line: number
}

function literal(node: ts.Expression | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined
}

export function messagesIn(filename: string, code: string): FoundMessage[] {
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true)
  const found: FoundMessage[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'msg'
    ) {
      const [text, , contextNode] = node.arguments
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      const message = literal(text)
      const context = literal(contextNode)
      if (message === undefined || (contextNode && context === undefined))
        throw new Error(`${filename}:${line}: msg() takes its text and context as literals`)
      found.push({ id: generateMessageId(message, context), message, context, line })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
