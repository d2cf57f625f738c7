import DOMPurify from 'dompurify'
import type { RichBlock } from './detail-sections.ts'

// Rich text from the catalog keeps only inline formatting: anything else (scripts, styles,
// event handlers, javascript: links) is removed before it reaches the page.
const inline = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'a', 'br', 'mark', 'code', 'sub', 'sup'],
  ALLOWED_ATTR: ['href'],
}

export function safeInlineHtml(html: string): string {
  return DOMPurify.sanitize(html, inline)
}

export function RichText(props: { blocks: readonly RichBlock[] }) {
  return (
    <>
      {props.blocks.map((block, index) => {
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul'
          return (
            <List key={index}>
              {block.items.map((item, i) => (
                <li key={i} dangerouslySetInnerHTML={{ __html: safeInlineHtml(item) }} />
              ))}
            </List>
          )
        }
        if (block.type === 'header') {
          return (
            <p
              key={index}
              style={{ fontWeight: 700 }}
              dangerouslySetInnerHTML={{ __html: safeInlineHtml(block.html) }}
            />
          )
        }
        return <p key={index} dangerouslySetInnerHTML={{ __html: safeInlineHtml(block.html) }} />
      })}
    </>
  )
}
