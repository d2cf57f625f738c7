import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
// Paying from the wallet: a switch with the balance; the payable amount follows after a short
// spinner (the spec's 1 s).
import { Switch } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Amount } from '../../../ui/money/amount.tsx'
import classes from './payment.module.css'

export const WALLET_SPINNER_MS = 1000

export function WalletToggle(props: {
  balance: number
  loading: boolean
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <div className={classes.section}>
      <Switch
        size="md"
        checked={props.checked}
        disabled={props.disabled || props.loading || props.balance <= 0}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        label={t`Pay from my wallet`}
        description={
          props.loading ? (
            t`Reading your balance…`
          ) : (
            <Trans>
              Balance: <Amount value={props.balance} testId="wallet-toggle-balance" />
            </Trans>
          )
        }
        data-testid="wallet-toggle"
      />
    </div>
  )
}
