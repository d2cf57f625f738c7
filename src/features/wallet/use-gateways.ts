import { useCallback, useEffect, useState } from 'react'
import { chargeGateways, type ChargeGateway } from './gateways.ts'

// The chargeable gateways, asked when `active` becomes true, with a retry.
export function useGateways(active: boolean) {
  const [state, setState] = useState<{ gateways?: ChargeGateway[]; error?: string }>({})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!active) return
    let live = true
    setState({})
    chargeGateways().then(
      (gateways) => live && setState({ gateways }),
      (error: unknown) =>
        live && setState({ error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [active, attempt])
  return { ...state, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}
