import '@mantine/core/styles/Skeleton.css'
import { Button, Skeleton, Stack, Text } from '@mantine/core'
import { Drawer } from '../../ui/dialogs/dialogs.tsx'
import { IconExternalLink } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { NotificationRecord } from '../../db/index.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ExpiryLabel } from './expiry-label.tsx'
import { formatDateTime } from '../../entities/format/date-time.ts'
import { appPathOf, imageUrlOf } from './notification-link.ts'
import { NotificationMessage } from './notification-message.tsx'
import classes from './notifications.module.css'

// The full-screen bottom drawer of one notification: subject, when it came, its expiry,
// the image (a link to the notification's link) and the message.
export function NotificationDrawer(props: {
  opened: boolean
  record: NotificationRecord | null
  onClose: () => void
  onExpired: () => void
}) {
  const { t } = useLingui()
  const { record } = props
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size="100%"
      padding="md"
      title={record ? <span dir="auto">{record.subject}</span> : t`Notification`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ title: classes.drawerTitle }}
      data-testid="notification-drawer"
    >
      {record ? (
        <NotificationDetail record={record} onExpired={props.onExpired} />
      ) : (
        <Stack gap="sm" aria-busy="true" data-testid="notification-loading">
          <Skeleton height={14} width="40%" />
          <Skeleton height={160} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      )}
    </Drawer>
  )
}

function NotificationDetail(props: { record: NotificationRecord; onExpired: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  const { record } = props
  const path = record.link ? appPathOf(record.link) : null
  const followInApp = (event: MouseEvent) => {
    if (!path) return
    event.preventDefault()
    router.history.push(path)
  }
  const external = record.link && !path ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const sent = formatDateTime(new Date(record.sendTime), currentLanguage())

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t`Sent ${sent}`}
        </Text>
        <ExpiryLabel expiresAt={record.expiresAt} onExpired={props.onExpired} />
      </Stack>
      {record.image &&
        (record.link ? (
          <a
            href={record.link}
            onClick={followInApp}
            {...external}
            className={classes.imageLink}
            data-testid="notification-image-link"
          >
            <img src={imageUrlOf(record.image)} alt={record.subject} className={classes.image} />
          </a>
        ) : (
          <img src={imageUrlOf(record.image)} alt="" className={classes.image} />
        ))}
      <NotificationMessage html={record.message} />
      {record.link && !record.image && (
        <Button
          component="a"
          href={record.link}
          onClick={followInApp}
          {...external}
          variant="light"
          rightSection={path ? undefined : <IconExternalLink size={16} />}
          data-testid="notification-link"
        >
          {t`Open`}
        </Button>
      )}
    </Stack>
  )
}
