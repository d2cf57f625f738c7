import { Box, Button, Stack } from '@mantine/core'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { failureStatus } from '../../../api/failure-text.ts'
import { useRead } from '../../../api/use-read.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { chooseMessagingService, type MessagingService } from '../../../api/messaging-services.ts'
import { loadCouponOrders } from '../api/coupon-orders.ts'
import { loadChannels } from '../api/messaging-channels.ts'
import {
  draftIsEmpty,
  selectNextDisabled,
  selectStepProblem,
  type SelectProblem,
} from '../draft/draft-rules.ts'
import { clearSelection, draftPhone, updateDraft, useDraft } from '../draft/service-draft.ts'
import { PendingLink } from '../pending/pending-link.tsx'
import { startStaffQueue } from '../queue/queue-runner.ts'
import { OfflineBanner } from '../shared/offline-banner.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { useAccessDenied } from '../shared/use-access-denied.ts'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { ServiceStepper } from '../shared/service-stepper.tsx'
import { StaffScreenHeader } from '../shared/staff-screen-header.tsx'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { KilometerInput } from '../new-service/kilometer-input.tsx'
import { CategoryPicker } from './category-picker.tsx'
import { ServiceLines } from './service-lines.tsx'
import { ServiceSummary } from './service-summary.tsx'
import { PassCustomer } from './pass-customer.tsx'
import { TickedLines } from './ticked-lines.tsx'
import { tickedPerCategory } from './line-category.ts'
import { SlowAnswer } from './slow-answer.tsx'
import { useSubmit } from './use-submit.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

// Step 2: the coupon lines used today and the recommended interval, then a summary to submit.
export function SelectServiceScreen(props: { step: 'lines' | 'summary' }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const navigate = useNavigate()
  const { submit, submitting, submitted, slow } = useSubmit()
  const denied = useAccessDenied()
  const live = useDraft()
  const draft = submitted ?? live
  const phone = draft.mobile ? draftPhone(draft) : null
  const orders = useRead(phone, () => loadCouponOrders(phone ?? ''))
  const [channels, setChannels] = useState<MessagingService[]>([])
  // After a Next that found no interval, the field itself says so.
  const [triedNext, setTriedNext] = useState(false)

  useEffect(() => {
    void startStaffQueue()
    loadChannels()
      .then(setChannels)
      .catch(() => setChannels([]))
  }, [])

  const channel = chooseMessagingService(channels, draft.messagingService)?.value ?? null
  const problems: Record<SelectProblem, string> = {
    select_category: t`Choose a category.`,
    select_service: t`Choose at least one service.`,
    fill_odometer_value: t`Enter the odometer reading.`,
  }

  if (denied) return <AccessDenied />
  if (draftIsEmpty(draft) && !submitting) return <Navigate to="/new-service/" replace />

  const groups = orders.state.status === 'ready' ? orders.state.value.value : []
  const group = groups.find((candidate) => candidate.category.id === draft.categoryId) ?? null
  const toSummary = () => {
    const problem = selectStepProblem(draft)
    if (problem) {
      setTriedNext(true)
      toast.error(problems[problem])
      return
    }
    void navigate({ to: '/select-service/', search: { step: 'summary' } })
  }

  return (
    <Box>
      <StaffScreenHeader title={t`Select service`} action={<PendingLink />} />
      <ServiceStepper current={1} />
      <OfflineBanner />
      {props.step === 'summary' ? (
        <Stack gap="md" px="md">
          <ServiceSummary
            draft={draft}
            groups={groups}
            onChange={() => void navigate({ to: '/select-service/' })}
            channels={channels}
            channel={channel}
            onChannel={(messagingService) => updateDraft({ messagingService })}
          />
          <BottomBar>
            {slow && <SlowAnswer />}
            <Button
              fullWidth
              size="md"
              loading={submitting}
              onClick={() => void submit(draft, channel, channels)}
              data-testid="submit-service"
            >
              {t`Submit`}
            </Button>
          </BottomBar>
        </Stack>
      ) : (
        <Stack gap="md" px="md">
          <PassCustomer draft={draft} />
          {orders.state.status === 'loading' && <ListSkeleton rows={3} height={64} />}
          {orders.state.status === 'error' && (
            <EmptyState
              message={
                failureStatus(orders.state.error) === 0
                  ? t`You are offline and this customer's coupons have not been looked up on this device before.`
                  : failureText(orders.state.error)
              }
            />
          )}
          {orders.state.status === 'ready' && groups.length === 0 && (
            <EmptyState message={t`This customer has no services to use.`} />
          )}
          {orders.state.status === 'ready' && orders.state.value.offline && (
            <SavedAnswerNote savedAt={orders.state.value.savedAt} />
          )}
          {groups.length > 0 && (
            <CategoryPicker
              groups={groups}
              value={draft.categoryId}
              onChange={(categoryId) => updateDraft({ categoryId })}
              ticked={tickedPerCategory(draft.lines)}
            />
          )}
          <TickedLines lines={draft.lines} groups={groups} onClear={clearSelection} />
          {group && (
            <ServiceLines
              lines={group.orders}
              chosen={draft.lines.map((line) => line.id)}
              onToggle={(line, on) =>
                updateDraft({
                  lines: on
                    ? [
                        ...draft.lines,
                        {
                          id: line.order_line_id,
                          name: line.order_name,
                          names: { en: line.order_name_en, ar: line.order_name_ar },
                          categoryId: group.category.id,
                          categoryName: group.category.name,
                        },
                      ]
                    : draft.lines.filter((chosen) => chosen.id !== line.order_line_id),
                })
              }
            />
          )}
          <KilometerInput
            label={t`Recommended interval`}
            description={t`Kilometers until the next service`}
            value={draft.interval}
            onChange={(interval) => updateDraft({ interval })}
            testId="service-interval"
            error={
              triedNext && Number(draft.interval || '0') === 0
                ? t`Enter the kilometers until the next service.`
                : null
            }
          />
          <BottomBar>
            <Button
              fullWidth
              size="md"
              onClick={toSummary}
              disabled={selectNextDisabled(draft)}
              data-testid="select-next"
            >
              {t`Next`}
            </Button>
          </BottomBar>
        </Stack>
      )}
    </Box>
  )
}
