import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../app/toasts.tsx'
import {
  CarCascade,
  emptyCarChoice,
  isCompleteCar,
  type CarChoice,
} from '../../../ui/cars/car-cascade.tsx'
import { addCustomerCar, staffCarCatalogue } from '../api/car-catalogue.ts'
import type { CustomerCar } from '../api/types.ts'

// Type → brand → model → year for the customer; OK stays disabled until the year is chosen.
export function AddCarDialog(props: {
  opened: boolean
  phone: string
  onClose: () => void
  onAdded: (car: CustomerCar) => void
}) {
  const { t } = useLingui()
  const [choice, setChoice] = useState<CarChoice>(emptyCarChoice)
  const [saving, setSaving] = useState(false)
  const add = async () => {
    if (!isCompleteCar(choice)) return
    setSaving(true)
    try {
      const car = await addCustomerCar(props.phone, { modelId: choice.modelId, year: choice.year })
      setChoice(emptyCarChoice)
      props.onAdded(car)
      props.onClose()
    } catch (error) {
      const failure = await toRestError(error)
      toast.error(
        failure.offline ? t`No connection. Try again when you are online.` : failure.message,
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Add a car`} centered>
      <Stack gap="md">
        <CarCascade catalogue={staffCarCatalogue} value={choice} onChange={setChoice} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t`Cancel`}
          </Button>
          <Button
            onClick={add}
            loading={saving}
            disabled={!isCompleteCar(choice)}
            data-testid="add-car-ok"
          >
            {t`OK`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
