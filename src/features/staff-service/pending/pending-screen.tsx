import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { IconPlus } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { toast } from '../../../ui/toasts/toasts.tsx'
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
import { PendingCarCard } from './pending-car-card.tsx'
import { sendServiceCodeNow } from '../queue/send-code-now.ts'
import { toRestError } from '../../../api/rest.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { PendingSection } from './pending-section.tsx'
import { sections } from './pending-sections.ts'

// Every service this staff member recorded on this device and not yet verified, in the two
// piles staff think of: not sent yet (queued, sending, failed with the server's message) and
// sent, waiting for the customer's code. Newest first in each.
export function PendingScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  const navigate = useNavigate()
  const queue = useOwnSubmissions()
  const items = queue?.services ?? null
  // Cars added here that no service waits for: still to be added, or discarded.
  const lonelyCars = queue
    ? [...queue.cars.values()].filter(
        (car) =>
          car.status !== 'sent' &&
          !queue.services.some((service) => service.carClientId === car.clientId),
      )
    : []
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
  // The code screen; `sendFirst`: the service reached the server late and no code went, so
  // it is sent now, with the customer at the counter (decision 254).
  const verify = async (item: QueuedService, sendFirst = false) => {
    if (item.billId === null) return
    const channels = await loadChannels().catch(() => [])
    if (channels.length === 0) {
      toast.error(t`You are offline. Check your connection and try again.`)
      return
    }
    if (sendFirst) {
      try {
        await sendServiceCodeNow(item)
      } catch (error) {
        toast.error(failureText(await toRestError(error)))
        return
      }
    }
    await navigate({
      to: '/services/verification/$billId/$phone',
      params: { billId: String(item.billId), phone: item.summary.phone },
      state: (state) => ({
        ...state,
        serviceChannels: channels,
        serviceChannel: item.payload.messaging_service,
      }),
    })
  }
  const retry = async (item: { clientId: string }) => {
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
        ) : items.length === 0 && lonelyCars.length === 0 ? (
          <EmptyState
            message={t`Nothing is waiting: every service recorded here has been sent and verified.`}
          />
        ) : (
          sections(items).map(
            (section) =>
              (section.items.length > 0 ||
                (section.kind === 'not-sent' && lonelyCars.length > 0)) && (
                <PendingSection
                  key={section.kind}
                  kind={section.kind}
                  title={
                    section.kind === 'not-sent'
                      ? t`Not sent yet`
                      : t`Waiting for the customer's code`
                  }
                  count={
                    section.items.length + (section.kind === 'not-sent' ? lonelyCars.length : 0)
                  }
                >
                  {section.items.map((item) => (
                    <PendingCard
                      key={item.clientId}
                      item={item}
                      car={item.carClientId ? queue?.cars.get(item.carClientId) : undefined}
                      onVerify={() => void verify(item)}
                      onSendCode={() => void verify(item, true)}
                      onRetry={() => void retry(item)}
                      onDiscard={() => setDiscarding(item)}
                    />
                  ))}
                  {section.kind === 'not-sent' &&
                    lonelyCars.map((car) => (
                      <PendingCarCard
                        key={car.clientId}
                        car={car}
                        onRetry={() => void retry(car)}
                        onDiscard={() => void discardSubmission(car.clientId)}
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
            <Button
              color="red"
              onClick={() => void discard()}
              data-testid="confirm-discard"
              data-destructive
            >
              {discarding?.status === 'sent' ? t`Remove` : t`Discard`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
