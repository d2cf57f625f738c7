import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Stack } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import {
  CarCascade,
  emptyCarChoice,
  isCompleteCar,
  type CarChoice,
} from '../../../ui/cars/car-cascade.tsx'
import { watchedCarCatalog, type CarList } from '../api/car-catalog.ts'
import { addCarForCustomer } from '../queue/add-car.ts'
import type { CarRecord } from '#shared/protocols/submission-record.ts'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { useSaving } from '../../../ui/failure/use-saving.ts'
import { DialogButtons } from './dialog-buttons.tsx'

// Type → brand → model → year for the customer; OK stays disabled until the year is chosen.
// Offline too: the lists come from the device, and the car waits in the queue to be added
// before the service recorded for it (decision 252).
export function AddCarDialog(props: {
  opened: boolean
  phone: string
  onClose: () => void
  onAdded: (car: CarRecord) => void
}) {
  const { t } = useLingui()
  const { saving, save } = useSaving()
  const [choice, setChoice] = useState<CarChoice>(emptyCarChoice)
  const [savedAt, setSavedAt] = useState<Record<CarList, number | null>>({
    types: null,
    brands: null,
    models: null,
  })
  const catalog = useMemo(
    () => watchedCarCatalog((list, at) => setSavedAt((current) => ({ ...current, [list]: at }))),
    [],
  )
  // Only the lists on screen count: a brand list of a type no longer chosen is not shown.
  const offlineSince = [
    savedAt.types,
    choice.typeId === null ? null : savedAt.brands,
    choice.brandId === null ? null : savedAt.models,
  ].filter((at): at is number => at !== null)
  const add = async () => {
    if (!isCompleteCar(choice)) return
    await save(async () => {
      const [brands, models] = await Promise.all([
        catalog.brands(choice.typeId),
        catalog.models(choice.brandId),
      ])
      const brand = brands.find((option) => option.id === choice.brandId)?.name ?? ''
      const model = models.find((option) => option.id === choice.modelId)?.name ?? ''
      const car = await addCarForCustomer(props.phone, {
        ...choice,
        name: `${brand} ${model}`.trim(),
      })
      setChoice(emptyCarChoice)
      props.onAdded(car)
      props.onClose()
    })
  }
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Add a car`} centered>
      <Stack gap="md">
        <CarCascade catalog={catalog} value={choice} onChange={setChoice} />
        {offlineSince.length > 0 && <SavedAnswerNote savedAt={Math.min(...offlineSince)} />}
        <DialogButtons
          onCancel={props.onClose}
          onConfirm={add}
          label={t`OK`}
          saving={saving}
          disabled={!isCompleteCar(choice)}
          testId="add-car-ok"
        />
      </Stack>
    </Modal>
  )
}
