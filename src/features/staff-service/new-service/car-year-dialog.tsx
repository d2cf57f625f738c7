import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Popover.css'
import { Select, Stack } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { carYears } from '#shared/domain/car-years.ts'
import { changeCarYear } from '../api/car-catalog.ts'
import type { CustomerCar } from '../api/types.ts'
import { useSaving } from '../../../ui/failure/use-saving.ts'
import { DialogButtons } from './dialog-buttons.tsx'

// Correcting the year of the customer's car (set-car/ PATCH).
export function CarYearDialog(props: {
  car: CustomerCar | null
  // the customer being served, who owns the car
  phone: string | null
  onClose: () => void
  onChanged: (car: CustomerCar) => void
}) {
  const { t } = useLingui()
  const { saving, save: saveWith } = useSaving()
  const [year, setYear] = useState<string | null>(null)
  const car = props.car
  const save = async () => {
    const phone = props.phone
    if (!car || !year || !phone) return
    await saveWith(async () => {
      props.onChanged(await changeCarYear(phone, car.user_car_id, Number(year)))
      props.onClose()
    })
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
        <DialogButtons
          onCancel={props.onClose}
          onConfirm={save}
          label={t`Save`}
          saving={saving}
          disabled={!year}
          testId="car-year-save"
        />
      </Stack>
    </Modal>
  )
}
