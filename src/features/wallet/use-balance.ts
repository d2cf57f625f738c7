import { useEffect, useState } from 'react'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { walletBalance } from './ledger-source.ts'

// The wallet balance from the wallet endpoint, read when the screen opens.
export function useWalletBalance() {
  const failureText = useFailureText()
  const [state, setState] = useState<{ balance: number | null; error: { cause: unknown } | null }>({
    balance: null,
    error: null,
  })
  useEffect(() => {
    let live = true
    walletBalance().then(
      (balance) => live && setState({ balance, error: null }),
      (error: unknown) => live && setState({ balance: null, error: { cause: error } }),
    )
    return () => {
      live = false
    }
  }, [])
  return { balance: state.balance, error: state.error ? failureText(state.error.cause) : null }
}
