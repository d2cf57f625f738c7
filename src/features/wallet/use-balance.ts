import { useEffect, useState } from 'react'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { walletBalance } from './ledger-source.ts'

// The wallet balance from the wallet endpoint, read when the screen opens, and again when the
// device comes back online after it could not be read.
export function useWalletBalance() {
  const failureText = useFailureText()
  const [state, setState] = useState<{ balance: number | null; error: { cause: unknown } | null }>({
    balance: null,
    error: null,
  })
  const [attempt, setAttempt] = useState(0)
  const failed = state.error !== null

  useEffect(() => {
    let live = true
    walletBalance().then(
      (balance) => live && setState({ balance, error: null }),
      (error: unknown) => live && setState({ balance: null, error: { cause: error } }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  useEffect(() => {
    if (!failed) return
    const again = () => setAttempt((n) => n + 1)
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [failed])

  return { balance: state.balance, error: state.error ? failureText(state.error.cause) : null }
}
