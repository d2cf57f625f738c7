import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Card, Group, Stack, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useReadQuery } from '../../../api/use-read.ts'
import { DetailRows } from '../shared/detail-rows.tsx'
import { RecordScreen } from '../shared/record-screen.tsx'
import { formatDay, isoDay } from '../../../entities/format/date-time.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'
import { appointmentRead } from '../shared/staff-queries.ts'

// /appointment/{id}: the appointment, and when it expired.
export function AppointmentDetailScreen(props: { id: string }) {
  const { t, i18n } = useLingui()
  const read = useReadQuery(appointmentRead(props.id))
  return (
    <RecordScreen title={t`Appointment`} read={read} skeletonHeight={260}>
      {(appointment) => (
        <Card withBorder radius="lg" padding="md" data-testid="appointment-detail">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4" data-testid="appointment-product">
                {appointment.product_name}
              </Title>
              {appointment.expired_at !== null && (
                <Badge color="red" variant="light" data-testid="appointment-expired">
                  {t`Expired`}
                </Badge>
              )}
            </Group>
            <DetailRows
              rows={[
                {
                  label: t`Delivery date`,
                  value: formatDay(appointment.delivery_date, i18n.locale),
                  testId: 'appointment-date',
                },
                {
                  label: t`Quantity`,
                  value: <span className="ltr-number">{appointment.quantity}</span>,
                },
                {
                  label: t`ID`,
                  value: <span className="ltr-number">{appointment.id}</span>,
                  testId: 'appointment-id',
                },
                {
                  label: t`Customer`,
                  value: appointment.fullname || t`Customer without a name`,
                  testId: 'appointment-customer',
                },
                {
                  label: t`Phone`,
                  value: <PhoneText value={appointment.mobile} />,
                },
                ...(appointment.expired_at === null
                  ? []
                  : [
                      {
                        label: t`Expired on`,
                        value: formatDay(isoDay(appointment.expired_at), i18n.locale),
                        testId: 'appointment-expired-on',
                      },
                    ]),
              ]}
            />
          </Stack>
        </Card>
      )}
    </RecordScreen>
  )
}
