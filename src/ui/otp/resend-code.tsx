import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatCountdown } from '../../lib/countdown.ts'

// "Send again", disabled with an MM:SS countdown until the wait is over.
export function ResendCode(props: { remaining: number; sending: boolean; onResend: () => void }) {
  const { t } = useLingui()
  const waiting = props.remaining > 0
  return (
    <Button
      variant="subtle"
      disabled={waiting}
      loading={props.sending}
      onClick={props.onResend}
      data-testid="resend-code"
    >
      {waiting ? (
        <span>
          {t`Send the code again in`}{' '}
          <span className="ltr-number">{formatCountdown(props.remaining)}</span>
        </span>
      ) : (
        t`Send the code again`
      )}
    </Button>
  )
}
