import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import { Card, Group, Stack, Switch, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Employee } from '../api/types.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

// The switch shows what the server holds: it moves only once the server confirms.
export function EmployeeCard(props: {
  employee: Employee
  saving: boolean
  onToggle: (active: boolean) => void
}) {
  const { t } = useLingui()
  const { employee } = props
  const name = `${employee.first_name} ${employee.last_name}`.trim() || t`Employee without a name`
  // The server never lets the center's manager be switched off: the switch does not pretend.
  const locked = employee.is_manager && employee.is_active
  return (
    <Card withBorder radius="lg" padding="md" data-testid="employee-card" data-id={employee.id}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2}>
          <Text fw={700} data-testid="employee-name">
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            <PhoneText value={employee.mobile_number} />
          </Text>
          <Text size="sm" data-testid="employee-bills">
            {t`Services`}: <span className="ltr-number">{employee.number_of_bills}</span>
          </Text>
          {locked && (
            <Text size="sm" c="dimmed" data-testid="employee-locked">
              {t`The center's manager always stays active.`}
            </Text>
          )}
        </Stack>
        <Switch
          checked={employee.is_active}
          onChange={(event) => props.onToggle(event.currentTarget.checked)}
          disabled={props.saving || locked}
          label={employee.is_active ? t`Active` : t`Inactive`}
          labelPosition="left"
          aria-label={t`Active: ${name}`}
          data-testid="employee-active"
        />
      </Group>
    </Card>
  )
}
