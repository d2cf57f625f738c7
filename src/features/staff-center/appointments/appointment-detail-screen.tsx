import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Box, Card, Group, Stack, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useRead } from '../../../api/use-read.ts'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { loadAppointment } from '../api/appointments.ts'
import { BackButton } from '../shared/back-button.tsx'
import { DetailRows } from '../shared/detail-rows.tsx'
import { LoadProblem } from '../shared/load-problem.tsx'
import { isoDay, slashDay } from '../../../entities/format/date-time.ts'
import { keptRecord } from '../shared/kept-answers.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { SavedAnswerNote } from '../../../ui/staff/saved-answer-note.tsx'

// /appointment/{id}: the appointment, and when it expired.
export function AppointmentDetailScreen(props: { id: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { state, reload } = useRead(
    props.id,
    keptRecord('appointment', props.id, (signal) => loadAppointment(props.id, signal)),
  )
  useWhenBackOnline(state.status === 'ready' && state.value.offline, reload)
  return (
    <Box px="md" pb="md">
      <Group justify="space-between" pt="md" pb="sm" wrap="nowrap">
        <Title order={1} size="h3">
          {t`Appointment`}
        </Title>
        <BackButton fallback={() => void navigate({ to: '/appointment' })} />
      </Group>
      {state.status === 'loading' && <ListSkeleton rows={1} height={260} />}
      {state.status === 'error' && <LoadProblem error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.value.offline && (
        <Box pb="sm">
          <SavedAnswerNote savedAt={state.value.savedAt} />
        </Box>
      )}
      {state.status === 'ready' && (
        <Card withBorder radius="lg" padding="md" data-testid="appointment-detail">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4" data-testid="appointment-product">
                {state.value.value.product_name}
              </Title>
              {state.value.value.expired_at !== null && (
                <Badge color="red" variant="light" data-testid="appointment-expired">
                  {t`Expired`}
                </Badge>
              )}
            </Group>
            <DetailRows
              rows={[
                {
                  label: t`Delivery date`,
                  value: (
                    <span className="ltr-number">{slashDay(state.value.value.delivery_date)}</span>
                  ),
                  testId: 'appointment-date',
                },
                {
                  label: t`Quantity`,
                  value: <span className="ltr-number">{state.value.value.quantity}</span>,
                },
                {
                  label: t`ID`,
                  value: <span className="ltr-number">{state.value.value.id}</span>,
                  testId: 'appointment-id',
                },
                {
                  label: t`Customer`,
                  value: state.value.value.fullname || t`Customer without a name`,
                  testId: 'appointment-customer',
                },
                {
                  label: t`Phone`,
                  value: <span className="ltr-number">+{state.value.value.mobile}</span>,
                },
                ...(state.value.value.expired_at === null
                  ? []
                  : [
                      {
                        label: t`Expired on`,
                        value: (
                          <span className="ltr-number">
                            {slashDay(isoDay(state.value.value.expired_at))}
                          </span>
                        ),
                        testId: 'appointment-expired-on',
                      },
                    ]),
              ]}
            />
          </Stack>
        </Card>
      )}
    </Box>
  )
}
