import { useCallback, useEffect, useState } from 'react'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { chargeGateways, type ChargeGateway } from './gateways.ts'

// The chargeable gateways, asked when `active` becomes true, with a retry.
export function useGateways(active: boolean) {
  const failureText = useFailureText()
  const [state, setState] = useState<{ gateways?: ChargeGateway[]; error?: { cause: unknown } }>({})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!active) return
    let live = true
    setState({})
    chargeGateways().then(
      (gateways) => live && setState({ gateways }),
      (error: unknown) => live && setState({ error: { cause: error } }),
    )
    return () => {
      live = false
    }
  }, [active, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    gateways: state.gateways,
    error: state.error ? failureText(state.error.cause) : undefined,
    retry,
  }
}
