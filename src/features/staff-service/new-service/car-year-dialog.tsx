import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Popover.css'
import { Button, Group, Select, Stack } from '@mantine/core'
import { Modal } from '../../../app/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../app/toasts.tsx'
import { carYears } from '#shared/domain/car-years.ts'
import { changeCarYear } from '../api/car-catalogue.ts'
import type { CustomerCar } from '../api/types.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

// Correcting the year of the customer's car (set-car/ PATCH).
export function CarYearDialog(props: {
  car: CustomerCar | null
  // the customer being served, who owns the car
  phone: string | null
  onClose: () => void
  onChanged: (car: CustomerCar) => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [year, setYear] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const car = props.car
  const save = async () => {
    if (!car || !year || !props.phone) return
    setSaving(true)
    try {
      props.onChanged(await changeCarYear(props.phone, car.user_car_id, Number(year)))
      props.onClose()
    } catch (error) {
      toast.error(failureText(await toRestError(error)))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal opened={car !== null} onClose={props.onClose} title={car?.car_name} centered>
      <Stack gap="md">
        <Select
          label={t`Year`}
          data={carYears().map(String)}
          value={year ?? (car ? String(car.year) : null)}
          onChange={setYear}
          comboboxProps={{ withinPortal: true }}
          data-testid="car-year-edit"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t`Cancel`}
          </Button>
          <Button onClick={save} loading={saving} disabled={!year} data-testid="car-year-save">
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
