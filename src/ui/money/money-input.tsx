import '@mantine/core/styles/Input.css'
import type { ReactNode } from 'react'
import { TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { toOmr } from '#shared/domain/money.ts'
import { readAmount, type AmountProblem } from '#shared/domain/money-input.ts'
import type { AmountLimits } from '#shared/domain/payment-limits.ts'
import { Amount } from './amount.tsx'

// The one field for an amount of money a person types. It keeps exactly what was typed, says
// under the field why it cannot be read (while typing, in the person's language) and, when it
// can, the amount it will send, written the way every amount is written.
export function MoneyInput(props: {
  label: string
  value: string
  limits: AmountLimits
  onChange: (typed: string) => void
  disabled?: boolean
  testId?: string
}) {
  const { t } = useLingui()
  const reading = readAmount(props.value, props.limits)
  const min = <Amount value={toOmr(props.limits.min)} />
  const max = <Amount value={toOmr(props.limits.max)} />
  const messages: Record<AmountProblem, ReactNode> = {
    characters: t`Use digits and one decimal point only.`,
    comma: t`Write the decimals after a point (.), not a comma.`,
    sign: t`Enter the amount without a sign.`,
    decimals: t`An amount has at most three decimals (baisa).`,
    below: <Trans>The smallest amount is {min}.</Trans>,
    above: <Trans>The largest amount is {max}.</Trans>,
  }
  const error = reading.kind === 'problem' ? messages[reading.problem] : null
  return (
    <TextInput
      label={props.label}
      inputMode="decimal"
      autoComplete="off"
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={error}
      errorProps={{ role: 'alert', 'data-testid': 'money-input-error' }}
      description={
        reading.kind === 'amount' ? (
          <span data-testid="money-input-amount">
            <Trans>
              You pay <Amount value={toOmr(reading.baisa)} />
            </Trans>
          </span>
        ) : (
          <Trans>
            From {min} to {max}
          </Trans>
        )
      }
      classNames={{ input: 'ltr-number' }}
      data-testid={props.testId}
    />
  )
}
