import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Input.css'
import { Stack, TextInput } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { saveCustomerName } from '../api/customer-info.ts'
import type { CustomerInfo } from '../api/types.ts'
import { useSaving } from '../../../ui/failure/use-saving.ts'
import { DialogButtons } from './dialog-buttons.tsx'

// Offered for a customer without a name; no validation is shown (the spec), Save simply waits
// for something to save. What was typed stays when saving fails.
export function CustomerNameDialog(props: {
  opened: boolean
  phone: string
  onClose: () => void
  onSaved: (info: CustomerInfo) => void
}) {
  const { t } = useLingui()
  const { saving, save: saveWith } = useSaving()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const save = () =>
    saveWith(async () => {
      const info = await saveCustomerName(props.phone, { firstName, lastName })
      props.onSaved(info)
      props.onClose()
    })
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Customer name`} centered>
      <Stack gap="sm">
        <TextInput
          label={t`First name`}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          data-autofocus
          data-testid="customer-first-name"
        />
        <TextInput
          label={t`Last name`}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          data-testid="customer-last-name"
        />
        <DialogButtons
          onCancel={props.onClose}
          onConfirm={() => void save()}
          label={t`Save`}
          saving={saving}
          disabled={`${firstName}${lastName}`.trim() === ''}
          testId="save-customer-name"
        />
      </Stack>
    </Modal>
  )
}
