import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useMemo, type MouseEvent } from 'react'
import { appPathOf } from './notification-link.ts'
import { sanitizeHtml } from './sanitize-html.ts'

// The message as its author formatted it, sanitized; a link into the app moves within the
// app instead of reloading it.
export function NotificationMessage(props: { html: string }) {
  const router = useRouter()
  const html = useMemo(() => sanitizeHtml(props.html), [props.html])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || anchor.target === '_blank') return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const path = appPathOf(href)
    if (!path) return
    event.preventDefault()
    router.history.push(path)
  }

  return (
    <Typography
      dir="auto"
      data-testid="notification-message"
      onClick={onClick}
      // Sanitized above (DOMPurify): no scripts, handlers or javascript: links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
