import '@mantine/core/styles/Tabs.css'
import { Button, Stack, Tabs } from '@mantine/core'
import { IconBell, IconChecks, IconMailOpened } from '@tabler/icons-react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useIsLoggedIn } from '../../api/session-store.ts'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { toast } from '../../ui/toasts/toasts.tsx'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { failureText, isOffline } from '../../api/failure-text.ts'
import { NotificationDrawer } from './notification-drawer.tsx'
import { NotificationItem } from './notification-item.tsx'
import type { NotificationsSearch, NotificationTab } from './notifications-search.ts'
import { PushPanel } from './push/push-panel.tsx'
import { removeNotification } from './remove-notification.ts'
import { syncNotifications, syncStatus } from './sync-notifications.ts'
import { useOpenNotification } from './use-open-notification.ts'
import { useStoredNotifications } from './use-stored-notifications.ts'

export function NotificationsScreen(props: {
  search: NotificationsSearch
  onSearch: (search: NotificationsSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const { search, onSearch } = props
  const loggedIn = useIsLoggedIn()
  const navigate = useNavigate()
  const router = useRouter()
  const records = useStoredNotifications()
  const sync = useSyncExternalStore(syncStatus.subscribe, syncStatus.get, syncStatus.get)
  const tab: NotificationTab = search.tab ?? 'all'

  useEffect(() => {
    if (!loggedIn) return
    syncNotifications().catch((error: unknown) => {
      // Offline, the list kept on the device is shown as it is, without a complaint.
      if (!isOffline(error))
        toast.error(failureText(error, { offline: '', other: t`Something went wrong. Try again.` }))
    })
  }, [loggedIn, t])

  // Opened from the list: closing goes back, so the back button never reopens it. Opened by a
  // link or a tap on a push: closing stays on the list.
  const openedHere = useRef(false)
  const close = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false
      router.history.back()
    } else {
      onSearch({ ...(search.tab ? { tab: search.tab } : {}) }, { replace: true })
    }
  }, [onSearch, router, search.tab])
  useEffect(() => {
    if (search.id === undefined) openedHere.current = false
  }, [search.id])
  const open = useOpenNotification(search.id, records, close)
  const openId = open?.id
  const expired = useCallback(() => {
    if (openId !== undefined) void removeNotification(openId)
  }, [openId])

  const visible = (records ?? []).filter((record) =>
    tab === 'unread' ? record.seen === 0 : tab === 'read' ? record.seen === 1 : true,
  )
  const loading =
    records === undefined ||
    (loggedIn && records.length === 0 && (sync === 'idle' || sync === 'syncing'))
  const empty: Record<NotificationTab, string> = {
    all: t`You have no notifications yet.`,
    unread: t`You have read all your notifications.`,
    read: t`You have no read notifications yet.`,
  }

  const list = loading ? (
    <ListSkeleton rows={5} height={84} />
  ) : visible.length === 0 ? (
    loggedIn || records.length > 0 ? (
      <EmptyState message={empty[tab]} icon={<IconBell size={48} stroke={1.2} />} />
    ) : (
      <EmptyState
        message={t`Sign in to see your notifications.`}
        icon={<IconBell size={48} stroke={1.2} />}
        action={
          <Button
            onClick={() =>
              void navigate({ to: '/login/d/', search: { redirect: '/notifications' } })
            }
          >
            {t`Sign in`}
          </Button>
        }
      />
    )
  ) : (
    <Stack gap="sm" data-testid="notification-list">
      {visible.map((record) => (
        <NotificationItem
          key={record.id}
          record={record}
          onOpen={() => {
            openedHere.current = true
            onSearch({ ...search, id: record.id })
          }}
        />
      ))}
    </Stack>
  )

  return (
    <>
      <ScreenTitle>{t`Notifications`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {loggedIn && <PushPanel />}
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = value === 'unread' || value === 'read' ? value : undefined
            onSearch(next ? { tab: next } : {}, { replace: true })
          }}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="all" leftSection={<IconBell size={16} />}>
              {t`All`}
            </Tabs.Tab>
            <Tabs.Tab value="unread" leftSection={<IconMailOpened size={16} />}>
              {t`Unread`}
            </Tabs.Tab>
            <Tabs.Tab value="read" leftSection={<IconChecks size={16} />}>
              {t`Read`}
            </Tabs.Tab>
          </Tabs.List>
          {(['all', 'unread', 'read'] as const).map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {list}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <NotificationDrawer
        opened={search.id !== undefined}
        record={open}
        onClose={close}
        onExpired={expired}
      />
    </>
  )
}
