import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Modal } from '../../../app/dialogs.tsx'
import { IconPlus } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { toast } from '../../../app/toasts.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { session } from '../../../api/session-store.ts'
import { billState } from '../api/bill-state.ts'
import { loadChannels } from '../api/messaging-channels.ts'
import type { QueuedService } from '../queue/queued-service.ts'
import { runQueue, startStaffQueue } from '../queue/queue-runner.ts'
import {
  discardSubmission,
  forgetFinishedBills,
  retrySubmission,
} from '../queue/submission-store.ts'
import { useOwnSubmissions } from '../queue/use-own-submissions.ts'
import { OfflineBanner } from '../shared/offline-banner.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { useAccessDenied } from '../shared/use-access-denied.ts'
import { StaffScreenHeader } from '../shared/staff-screen-header.tsx'
import '../verification/verification-state.ts'
import { PendingCard } from './pending-card.tsx'
import { PendingSection } from './pending-section.tsx'
import { sections } from './pending-sections.ts'

// Every service this staff member recorded on this device and not yet verified, in the two
// piles staff think of: not sent yet (queued, sending, failed with the server's message) and
// sent, waiting for the customer's code. Newest first in each.
export function PendingScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const items = useOwnSubmissions()
  const [discarding, setDiscarding] = useState<QueuedService | null>(null)
  const denied = useAccessDenied()

  useEffect(() => {
    void startStaffQueue()
    const ownerId = session.get().user?.id
    if (ownerId && navigator.onLine) {
      void forgetFinishedBills(ownerId, billState).catch(() => {})
    }
  }, [])

  if (denied) return <AccessDenied />
  const verify = async (item: QueuedService) => {
    if (item.billId === null) return
    const channels = await loadChannels().catch(() => [])
    if (channels.length === 0) {
      toast.error(t`No connection. Try again when you are online.`)
      return
    }
    await navigate({
      to: '/services/verification/$billId/$phone',
      params: { billId: String(item.billId), phone: item.summary.phone },
      state: (state) => ({
        ...state,
        serviceChannels: channels,
        serviceChannel: item.payload.messaging_service,
        codeSentAt: item.sentAt ?? 0,
      }),
    })
  }
  const retry = async (item: QueuedService) => {
    await retrySubmission(item.clientId)
    await runQueue()
  }
  const discard = async () => {
    if (discarding) await discardSubmission(discarding.clientId)
    setDiscarding(null)
  }

  return (
    <Stack gap="md" pb="md">
      <StaffScreenHeader
        title={t`Pending services`}
        action={
          <Button
            component={Link}
            to="/new-service/"
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            {t`New service`}
          </Button>
        }
      />
      <OfflineBanner />
      <Stack gap="sm" px="md">
        {items === null ? (
          <ListSkeleton rows={3} height={120} />
        ) : items.length === 0 ? (
          <EmptyState
            message={t`Nothing is waiting: every service recorded here has been sent and verified.`}
          />
        ) : (
          sections(items).map(
            (section) =>
              section.items.length > 0 && (
                <PendingSection
                  key={section.kind}
                  kind={section.kind}
                  title={
                    section.kind === 'not-sent'
                      ? t`Not sent yet`
                      : t`Waiting for the customer's code`
                  }
                  count={section.items.length}
                >
                  {section.items.map((item) => (
                    <PendingCard
                      key={item.clientId}
                      item={item}
                      onVerify={() => void verify(item)}
                      onRetry={() => void retry(item)}
                      onDiscard={() => setDiscarding(item)}
                    />
                  ))}
                </PendingSection>
              ),
          )
        )}
      </Stack>
      <Modal
        opened={discarding !== null}
        onClose={() => setDiscarding(null)}
        title={discarding?.status === 'sent' ? t`Remove from the list?` : t`Discard this service?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {discarding?.status === 'sent'
              ? t`The service stays on the server, waiting for the customer's code, and can be deleted from the services list.`
              : t`It will not be sent. This cannot be undone.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDiscarding(null)}>
              {t`Cancel`}
            </Button>
            <Button color="red" onClick={() => void discard()} data-testid="confirm-discard">
              {discarding?.status === 'sent' ? t`Remove` : t`Discard`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
