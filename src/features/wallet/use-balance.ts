import { useEffect, useState } from 'react'
import { walletBalance } from './ledger-source.ts'

// The wallet balance from the wallet endpoint, read when the screen opens.
export function useWalletBalance() {
  const [state, setState] = useState<{ balance: number | null; error: string | null }>({
    balance: null,
    error: null,
  })
  useEffect(() => {
    let live = true
    walletBalance().then(
      (balance) => live && setState({ balance, error: null }),
      (error: unknown) =>
        live &&
        setState({ balance: null, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
