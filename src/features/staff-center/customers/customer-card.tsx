import '@mantine/core/styles/Card.css'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CenterCustomer } from '../api/types.ts'
import { formatDay } from '../../../entities/format/date-time.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

export function CustomerCard(props: { customer: CenterCustomer }) {
  const { t, i18n } = useLingui()
  const { customer } = props
  return (
    <Card withBorder radius="lg" padding="md" data-testid="customer-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} data-testid="customer-name">
            {customer.full_name || t`Customer without a name`}
          </Text>
          <Text size="sm" c="dimmed">
            <PhoneText value={customer.mobile_number} />
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm" data-testid="customer-services">
            {t`Services`}: <span className="ltr-number">{customer.number_of_services}</span>
          </Text>
          <Text size="xs" c="dimmed">
            {t`Last visit`}: <span>{formatDay(customer.last_visit, i18n.locale)}</span>
          </Text>
        </Stack>
      </Group>
    </Card>
  )
}
