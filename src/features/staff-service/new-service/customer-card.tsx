import '@mantine/core/styles/Card.css'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconUserEdit } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CustomerInfo } from '../api/types.ts'

// Who the service is for: mobile and name, then the car and odometer rows the screen passes in.
export function CustomerCard(props: {
  info: CustomerInfo
  phone: string
  onAddName: () => void
  canEdit: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  const nameless = props.info.full_name.trim() === ''
  return (
    <Card withBorder radius="lg" padding="md" data-testid="customer-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t`Mobile`}
          </Text>
          <Text fw={600} className="ltr-number" data-testid="customer-mobile">
            +{props.phone}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t`Name`}
          </Text>
          {nameless ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconUserEdit size={16} />}
              onClick={props.onAddName}
              disabled={!props.canEdit}
              data-testid="add-customer-name"
            >
              {t`Add the customer's name`}
            </Button>
          ) : (
            <Text fw={600} data-testid="customer-name">
              {props.info.full_name}
            </Text>
          )}
        </Group>
        {props.children}
      </Stack>
    </Card>
  )
}
