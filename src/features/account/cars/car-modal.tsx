import '@mantine/core/styles/Modal.css'
import { Button, Stack, Text } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  CarCascade,
  emptyCarChoice,
  isCompleteCar,
  type CarChoice,
} from '../../../ui/cars/car-cascade.tsx'
import { customerCarCatalog } from '../api/cars.ts'

// Select a Car (adding) or Edit Car: the type → brand → model → year cascade. The choice
// stays as it was when saving fails.
export function CarModal(props: {
  opened: boolean
  title: string
  initial: CarChoice | null
  busy: boolean
  onClose: () => void
  onSave: (car: { modelId: number; year: number }) => void
}) {
  const { t } = useLingui()
  const [choice, setChoice] = useState<CarChoice>(props.initial ?? emptyCarChoice)
  const [incomplete, setIncomplete] = useState(false)
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md" data-testid="car-modal">
        <CarCascade
          catalog={customerCarCatalog}
          value={choice}
          onChange={(next) => {
            setChoice(next)
            setIncomplete(false)
          }}
        />
        {incomplete && (
          <Text c="red.8" size="sm" role="alert">
            {t`Choose the type, brand, model and year.`}
          </Text>
        )}
        <Button
          loading={props.busy}
          onClick={() => {
            if (!isCompleteCar(choice)) {
              setIncomplete(true)
              return
            }
            props.onSave({ modelId: choice.modelId, year: choice.year })
          }}
          data-testid="car-save"
        >
          {t`Save`}
        </Button>
      </Stack>
    </Modal>
  )
}
