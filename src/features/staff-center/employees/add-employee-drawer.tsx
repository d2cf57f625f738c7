import '@mantine/core/styles/Input.css'
import { Button, Stack, TextInput } from '@mantine/core'
import { Drawer } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toRestError } from '../../../api/rest.ts'
import { showFieldErrors, type FieldError } from '../../../ui/failure/error-display.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { createEmployee } from '../api/employees.ts'
import type { Employee } from '../api/types.ts'
import {
  cleanEmployeePhone,
  employeePayload,
  emptyEmployeeForm,
  isFilled,
  isWholePhone,
  omanCountry,
} from './employee-form.ts'

const ADD_DRAWER_HEIGHT = 390

// The spec's bottom drawer (390 px high) to add an employee by name and Omani phone.
export function AddEmployeeDrawer(props: {
  opened: boolean
  onClose: () => void
  onCreated: (employee: Employee) => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [form, setForm] = useState(emptyEmployeeForm)
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    if (!isWholePhone(form.phone)) {
      setPhoneError(t`Phone number must be 8 digits`)
      return
    }
    setSaving(true)
    try {
      const { employee, message } = await createEmployee(employeePayload(form))
      toast.success(message || t`Employee added.`)
      setForm(emptyEmployeeForm)
      props.onCreated(employee)
    } catch (error) {
      const problem = await toRestError(error)
      const errors = (problem.body as { errors?: FieldError[] } | null)?.errors
      if (problem.status === 400 && errors?.length)
        showFieldErrors(errors, t`Something went wrong. Try again.`, {
          phone_number: setPhoneError,
          mobile_number: setPhoneError,
        })
      else toast.error(failureText(problem))
    } finally {
      setSaving(false)
    }
  }

  const nameFields = [
    { name: 'firstName', label: t`First name`, testId: 'employee-first-name' },
    { name: 'lastName', label: t`Last name`, testId: 'employee-last-name' },
  ] as const
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size={ADD_DRAWER_HEIGHT}
      title={t`Add employee`}
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (isFilled(form)) void submit()
        }}
        data-testid="add-employee-form"
      >
        <Stack gap="sm">
          {nameFields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              value={form[field.name]}
              onChange={(event) => setForm({ ...form, [field.name]: event.currentTarget.value })}
              autoComplete="off"
              data-testid={field.testId}
            />
          ))}
          <TextInput
            label={t`Phone number`}
            value={form.phone}
            onChange={(event) => {
              setPhoneError(null)
              setForm({ ...form, phone: cleanEmployeePhone(event.currentTarget.value) })
            }}
            inputMode="numeric"
            maxLength={omanCountry.digits}
            leftSection={<span className="ltr-number">+{omanCountry.dialCode}</span>}
            leftSectionWidth={52}
            error={phoneError}
            classNames={{ input: 'ltr-number' }}
            data-testid="employee-phone"
          />
          <Button
            type="submit"
            mt="xs"
            disabled={!isFilled(form)}
            loading={saving}
            data-testid="employee-add"
          >
            {t`Add`}
          </Button>
        </Stack>
      </form>
    </Drawer>
  )
}
