import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Popover.css'
import { ActionIcon, Button, Group, Select } from '@mantine/core'
import { IconCalendarCog, IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { CustomerCar } from '../api/types.ts'

// The customer's cars (the newest is preselected by the screen), with ways to add one (offline
// too: it waits in the queue, decision 252) and to correct the year of the chosen one (online,
// on the server's own car).
export function CarPicker(props: {
  cars: readonly CustomerCar[]
  value: number | null
  onChange: (car: CustomerCar) => void
  onAdd: () => void
  onEditYear: (car: CustomerCar) => void
  canEdit: boolean
  error?: string | null
}) {
  const { t } = useLingui()
  const chosen = props.cars.find((car) => car.user_car_id === props.value) ?? null
  return (
    // The list takes the whole line on a phone ("Toyota Camry (2019)" was cut to "(201"), the
    // buttons wrap under it.
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t`Vehicle`}
        placeholder={props.cars.length === 0 ? t`No cars yet: add one` : t`Choose the car`}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
        data={props.cars.map((car) => ({
          value: String(car.user_car_id),
          label: `${car.car_name} (${car.year})`,
        }))}
        value={chosen ? String(chosen.user_car_id) : null}
        onChange={(value) => {
          const car = props.cars.find((candidate) => String(candidate.user_car_id) === value)
          if (car) props.onChange(car)
        }}
        allowDeselect={false}
        error={props.error ?? undefined}
        errorProps={{ 'data-testid': 'customer-car-error' }}
        disabled={props.cars.length === 0}
        comboboxProps={{ withinPortal: true }}
        data-testid="customer-car"
      />
      {chosen && chosen.user_car_id > 0 && props.canEdit && (
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t`Change the year`}
          onClick={() => props.onEditYear(chosen)}
          data-testid="edit-car-year"
        >
          <IconCalendarCog size={18} />
        </ActionIcon>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={props.onAdd}
        data-testid="add-car"
      >
        {t`Add car`}
      </Button>
    </Group>
  )
}
