import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PinInput.css'
import { PinInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export const OTP_LENGTH = 6

// Six digits that submit themselves when the sixth is typed. Digits run left to right in
// Arabic too, as they do on the SMS.
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
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus
        size="lg"
        value={props.value}
        onChange={props.onChange}
        onComplete={props.onComplete}
        error={props.error}
        disabled={props.disabled}
        ariaLabel={t`Security code`}
        data-testid="otp-input"
      />
    </div>
  )
}
