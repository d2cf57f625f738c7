import '@mantine/core/styles/Input.css'
import { TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { digitsOnly, withThousands } from '../draft/draft-rules.ts'

// Kilometers: digits only (commas and spaces are dropped as typed), shown with thousands
// separators, left to right in both languages.
export function KilometerInput(props: {
  label: string
  value: string
  onChange: (digits: string) => void
  testId: string
  description?: string
  error?: string | null
}) {
  const { t } = useLingui()
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error ?? undefined}
      errorProps={{ 'data-testid': `${props.testId}-error` }}
      value={withThousands(props.value)}
      onChange={(event) => props.onChange(digitsOnly(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      rightSection={
        <span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{t`km`}</span>
      }
      rightSectionWidth={40}
      data-testid={props.testId}
    />
  )
}
