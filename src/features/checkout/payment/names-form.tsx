import '@mantine/core/styles/Input.css'
// The names the order is billed to: required, trimmed, at most 16 characters each.
import { Group, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { MAX_NAME, nameInput, type NameProblem } from './name-rules.ts'
import classes from './payment.module.css'

export interface Names {
  firstName: string
  lastName: string
}

function useNameMessages(): Record<NameProblem, string> {
  const { t } = useLingui()
  return {
    'profile.errors.first_name_and_last_name_required': t({
      id: 'profile.errors.first_name_and_last_name_required',
      message: 'Enter your first and last name.',
    }),
    'profile.errors.first_name_required': t({
      id: 'profile.errors.first_name_required',
      message: 'Enter your first name.',
    }),
    'profile.errors.last_name_required': t({
      id: 'profile.errors.last_name_required',
      message: 'Enter your last name.',
    }),
  }
}

export function NamesForm(props: {
  names: Names
  problem: NameProblem | null
  /** What the server said of a name, under it. */
  serverErrors: Partial<Record<keyof Names, string>>
  onChange: (names: Names) => void
}) {
  const { t } = useLingui()
  const messages = useNameMessages()
  const { problem } = props
  const both = problem === 'profile.errors.first_name_and_last_name_required'
  // With both missing, the message shows once, under the first name; the last is marked too.
  const firstError =
    both || problem === 'profile.errors.first_name_required' ? messages[problem] : undefined
  const lastError =
    problem === 'profile.errors.last_name_required' ? messages[problem] : both ? true : undefined
  const fields = [
    {
      name: 'firstName',
      label: t`First name`,
      error: firstError ?? props.serverErrors.firstName,
      testId: 'first-name',
    },
    {
      name: 'lastName',
      label: t`Last name`,
      error: lastError ?? props.serverErrors.lastName,
      testId: 'last-name',
    },
  ] as const
  return (
    <fieldset className={classes.section} style={{ margin: 0 }}>
      <legend>{t`Your information`}</legend>
      <Group grow align="flex-start">
        {fields.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            required
            maxLength={MAX_NAME}
            value={props.names[field.name]}
            error={field.error}
            data-testid={field.testId}
            onChange={(event) =>
              props.onChange({ ...props.names, [field.name]: nameInput(event.currentTarget.value) })
            }
          />
        ))}
      </Group>
    </fieldset>
  )
}
