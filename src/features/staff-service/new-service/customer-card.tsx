import '@mantine/core/styles/Card.css'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconUserEdit } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CustomerInfo } from '../api/types.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

// Who the service is for: mobile and name, then the car and odometer rows the screen passes in.
export function CustomerCard(props: {
  info: CustomerInfo
  phone: string
  onAddName: () => void
  canEdit: boolean
  nameError?: string | null
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
          <Text fw={600} data-testid="customer-mobile">
            <PhoneText value={props.phone} />
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t`Name`}
          </Text>
          {nameless ? (
            <Stack gap={2} align="flex-end">
              <Button
                variant="subtle"
                leftSection={<IconUserEdit size={16} />}
                onClick={props.onAddName}
                disabled={!props.canEdit}
                data-testid="add-customer-name"
              >
                {t`Add the customer's name`}
              </Button>
              {!props.canEdit && (
                <Text size="xs" c="dimmed" ta="end" data-testid="name-needs-connection">
                  {t`Adding a name needs a connection.`}
                </Text>
              )}
              {props.nameError && (
                <Text size="xs" c="red.8" ta="end" role="alert" data-testid="customer-name-error">
                  {props.nameError}
                </Text>
              )}
            </Stack>
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
