import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { RichText, safeInlineHtml } from './rich-text.tsx'

describe('rich text', () => {
  it('keeps inline formatting and removes scripts, handlers and javascript links', () => {
    expect(safeInlineHtml('<b>Brand:</b> Mobil')).toBe('<b>Brand:</b> Mobil')
    const cleaned = safeInlineHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><i onclick="y()">ok</i>',
    )
    expect(cleaned).not.toMatch(/script|onerror|onclick|javascript|<img/)
    expect(cleaned).toContain('<i>ok</i>')
  })

  it('renders paragraphs and lists', () => {
    const { container } = render(
      <RichText
        blocks={[
          { type: 'paragraph', html: 'Hello <b>there</b>' },
          { type: 'list', ordered: true, items: ['one', '<u>two</u>'] },
        ]}
      />,
    )
    expect(container.querySelector('p b')?.textContent).toBe('there')
    expect(container.querySelectorAll('ol li')).toHaveLength(2)
  })
})
