// The person's wallet balance, read when the payment step opens.
import { useEffect, useState } from 'react'
import { PaymentWalletBalanceDocument } from '../../../api/generated/wallet.ts'
import { walletClient } from '../../../api/graphql.ts'

export interface WalletBalance {
  balance: number
  loading: boolean
  failed: boolean
}

export function useWalletBalance(): WalletBalance {
  const [state, setState] = useState<WalletBalance>({ balance: 0, loading: true, failed: false })
  useEffect(() => {
    let cancelled = false
    void walletClient
      .query(PaymentWalletBalanceDocument, {})
      .toPromise()
      .then((result) => {
        if (cancelled) return
        setState({
          balance: Math.max(result.data?.wallet?.balance ?? 0, 0),
          loading: false,
          failed: Boolean(result.error),
        })
      })
    return () => {
      cancelled = true
    }
  }, [])
  return state
}
