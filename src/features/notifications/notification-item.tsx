import { Text, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { NotificationRecord } from '../../db/index.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { formatRelative } from '../../entities/format/date-time.ts'
import { imageUrlOf } from './notification-link.ts'
import classes from './notifications.module.css'
import { textOf } from './sanitize-html.ts'

// One row of the list: unread rows are tinted and carry a dot; the row opens the drawer.
export function NotificationItem(props: { record: NotificationRecord; onOpen: () => void }) {
  const { t } = useLingui()
  const { record } = props
  const excerpt = useMemo(() => textOf(record.message), [record.message])
  const unseen = record.seen === 0
  const subject = record.subject
  const when = formatRelative(new Date(record.sendTime), Date.now(), currentLanguage())
  return (
    <UnstyledButton
      className={classes.item}
      onClick={props.onOpen}
      data-seen={String(!unseen)}
      data-testid="notification-item"
    >
      {record.image && (
        <img src={imageUrlOf(record.image)} alt="" className={classes.thumb} loading="lazy" />
      )}
      <div className={classes.body}>
        <div className={classes.subject}>
          {unseen && <span className={classes.unreadDot} aria-hidden="true" />}
          {unseen && <span className="visually-hidden">{t`Unread:`} </span>}
          <Text fw={unseen ? 700 : 500} size="sm" dir="auto">
            {subject}
          </Text>
        </div>
        {/* The subject reads whole; the message is a two-line preview of what the drawer
            shows whole on a tap (data-preview: the audit knows the cut is meant). */}
        <Text size="sm" c="dimmed" dir="auto" className={classes.excerpt} data-preview>
          {excerpt}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {when}
        </Text>
      </div>
    </UnstyledButton>
  )
}
