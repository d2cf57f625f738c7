import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PinInput.css'
import type { ClipboardEvent } from 'react'
import { PinInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ANY_DIGIT, westernDigits } from '#shared/domain/digits.ts'
import { CODE_LENGTH } from '#shared/domain/one-time-code.ts'
import { pastedCode } from './pasted-code.ts'

export const OTP_LENGTH = CODE_LENGTH

// Arabic keyboards type Arabic-Indic digits; they are accepted and read as Western digits.
const digit = new RegExp(`^[${ANY_DIGIT}]+$`)

// Six digits that submit themselves when the sixth is typed (or pasted, or filled in from the
// SMS by the phone: autocomplete="one-time-code"). Digits run left to right in Arabic too, as
// they do on the SMS. A paste into any box fills them all from the first, whatever was copied
// around the code (pasted-code.ts).
export function OtpInput(props: {
  value: string
  onChange: (value: string) => void
  onComplete: (value: string) => void
  error?: boolean
  disabled?: boolean
}) {
  const { t } = useLingui()
  return (
    <div dir="ltr" style={{ display: 'flex', justifyContent: 'center' }}>
      <PinInput
        length={OTP_LENGTH}
        type={digit}
        oneTimeCode
        autoFocus
        size="lg"
        gap="xs"
        value={props.value}
        onChange={(value) => props.onChange(westernDigits(value))}
        onComplete={(value) => props.onComplete(westernDigits(value))}
        error={props.error}
        disabled={props.disabled}
        // Set per input rather than through the inputMode prop, whose key filter would refuse
        // Arabic-Indic digits.
        getInputProps={(index) => {
          const position = index + 1
          return {
            inputMode: 'numeric',
            type: 'tel',
            'aria-label': t`Security code, digit ${position} of ${OTP_LENGTH}`,
            onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
              event.preventDefault()
              const code = pastedCode(event.clipboardData.getData('text/plain'))
              if (!code || props.disabled) return
              props.onChange(code)
              const boxes = event.currentTarget
                .closest('[role="group"]')
                ?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')
              boxes?.[Math.min(code.length, OTP_LENGTH - 1)]?.focus()
              if (code.length === OTP_LENGTH) props.onComplete(code)
            },
          }
        }}
        data-testid="otp-input"
      />
    </div>
  )
}
