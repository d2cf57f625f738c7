import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Table.css'
import { ActionIcon, Alert, Card, Stack, Table, Text } from '@mantine/core'
import { IconCircleCheck, IconClockHour4, IconTrash } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useReadQuery } from '../../../api/use-read.ts'
import { session } from '../../../api/session-store.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { forgetSubmissionsOfBill, loadDb } from '../../../db/index.ts'
import { formatNumber, formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import { deleteService } from '../api/services.ts'
import type { ServiceDetail } from '../api/types.ts'
import { formatDayTime } from '../../../entities/format/date-time.ts'
import { DetailRows } from '../shared/detail-rows.tsx'
import { RecordScreen } from '../shared/record-screen.tsx'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { DeleteServiceDialog } from './delete-service-dialog.tsx'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'
import { serviceRead } from '../shared/staff-queries.ts'

const toServices = { to: '/appointment', search: { tab: 'SERVICES' } } as const

// /services/{id}: the service, its items, and deleting it while it waits for the customer.
export function ServiceDetailScreen(props: { id: string }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const navigate = useNavigate()
  const read = useReadQuery(serviceRead(props.id))
  const { state, reload } = read
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const remove = async (service: ServiceDetail) => {
    setDeleting(true)
    try {
      const message = await deleteService(service.id)
      // A service recorded on this device leaves the pending list with its bill.
      const ownerId = session.get().user?.id
      if (ownerId) {
        await loadDb()
          .then((db) => forgetSubmissionsOfBill(db, ownerId, service.id))
          .catch(() => {})
      }
      setConfirming(false)
      await navigate({ ...toServices, replace: true })
      toast.success(message || t`The service was deleted.`)
    } catch (error) {
      toast.error(failureText(error))
      setDeleting(false)
      setConfirming(false)
      reload()
    }
  }

  return (
    <RecordScreen
      title={t`Service`}
      read={read}
      skeletonHeight={320}
      actions={
        state.status === 'ready' &&
        !state.value.value.is_verified && (
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={t`Delete this service`}
            onClick={() => setConfirming(true)}
            data-testid="delete-service"
            data-destructive
          >
            <IconTrash size={18} />
          </ActionIcon>
        )
      }
    >
      {(service) => (
        <>
          <ServiceBody service={service} />
          <DeleteServiceDialog
            opened={confirming}
            deleting={deleting}
            onCancel={() => setConfirming(false)}
            onDelete={() => void remove(service)}
          />
        </>
      )}
    </RecordScreen>
  )
}

function ServiceBody(props: { service: ServiceDetail }) {
  const { t, i18n } = useLingui()
  const { service } = props
  return (
    <Stack gap="md" data-testid="service-detail">
      {service.is_verified ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          title={t`Verified`}
          data-testid="service-banner"
          data-verified="true"
        >
          {t`The customer confirmed this service with their code.`}
        </Alert>
      ) : (
        <Alert
          color="orange"
          icon={<IconClockHour4 size={20} />}
          title={t`Unverified`}
          data-testid="service-banner"
          data-verified="false"
        >
          {t`Waiting for the customer's code. It can still be deleted.`}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="md">
        <DetailRows
          rows={[
            {
              label: t`Recorded`,
              value: formatDayTime(service.created_at, service.created_time, i18n.locale),
              testId: 'service-recorded',
            },
            {
              label: t`ID`,
              value: <span className="ltr-number">{service.id}</span>,
              testId: 'service-id',
            },
            {
              label: t`Customer`,
              value: service.customer.fullname || t`Customer without a name`,
              testId: 'service-customer',
            },
            {
              label: t`Phone`,
              value: <PhoneText value={service.customer.mobile} />,
            },
            { label: t`Car`, value: service.car ?? '—' },
            {
              label: t`Odometer`,
              value: (
                <span>
                  <span className="ltr-number">{formatNumber(service.current_kilometer)}</span>{' '}
                  {t`km`}
                </span>
              ),
              testId: 'service-odometer',
            },
            {
              label: t`Total charge price`,
              value: (
                <span className="ltr-number">{formatOmrWithUnit(service.total_charge_price)}</span>
              ),
              testId: 'service-total',
            },
          ]}
        />
      </Card>
      <Card withBorder radius="lg" padding="md">
        <Text fw={700} mb="xs">
          {t`Items`}
        </Text>
        <Table verticalSpacing="xs" data-testid="service-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th ta="center">{t`Quantity`}</Table.Th>
              <Table.Th ta="end">{t`Charge price`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {service.items.map((item, index) => (
              <Table.Tr key={index} data-testid="service-item">
                <Table.Td>{item.product}</Table.Td>
                <Table.Td ta="center" className="ltr-number">
                  {item.quantity}
                </Table.Td>
                <Table.Td ta="end" className="ltr-number">
                  {formatOmrWithUnit(item.charge_price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  )
}
