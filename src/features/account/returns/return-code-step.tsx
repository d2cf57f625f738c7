import { Button, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { OtpInput } from '../../../ui/otp/otp-input.tsx'
import { ResendCode } from '../../../ui/otp/resend-code.tsx'

// The one-time code that confirms the return.
export function ReturnCodeStep(props: {
  phone: string
  code: string
  busy: boolean
  remaining: number
  onCode: (code: string) => void
  onVerify: (code: string) => void
  onResend: () => void
}) {
  const { t } = useLingui()
  return (
    <Stack gap="md" align="center">
      <Text ta="center">
        {t`Enter the code we sent to`}{' '}
        <span className="ltr-number" data-testid="return-phone">
          {props.phone}
        </span>
      </Text>
      <OtpInput
        value={props.code}
        onChange={props.onCode}
        onComplete={props.onVerify}
        disabled={props.busy}
      />
      <ResendCode remaining={props.remaining} sending={props.busy} onResend={props.onResend} />
      <Button
        fullWidth
        loading={props.busy}
        onClick={() => props.onVerify(props.code)}
        data-testid="return-verify"
      >
        {t`Confirm the return`}
      </Button>
    </Stack>
  )
}
