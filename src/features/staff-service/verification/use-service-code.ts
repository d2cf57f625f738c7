// Where the customer's code stands, as the server says (decision 254): the resend countdown
// from when the server sent it (so a reload, the pending list or another device show the same
// wait), the tries it has left, whether it has expired, and whether one was sent at all (not
// for a service that arrived late). Until the server answers, the time the screen was given
// (`sentAt`, a code just sent) stands in; offline it stays.
import { useCallback, useEffect, useState } from 'react'
import { RESEND_AFTER_SECONDS } from '#shared/domain/one-time-code.ts'
import { useDeadline } from '../../../lib/use-deadline.ts'
import { loadCodeState, type CodeState } from '../api/verification.ts'

const RESEND_AFTER_MS = RESEND_AFTER_SECONDS * 1000

export function useServiceCode(billId: number, sentAt: number | undefined) {
  const { remaining, restart } = useDeadline(() => (sentAt ?? Date.now()) + RESEND_AFTER_MS)
  const [triesLeft, setTriesLeft] = useState<number | null>(null)
  const [expired, setExpired] = useState(false)
  // null: not known yet; false: no code waits (never sent, or spent).
  const [sent, setSent] = useState<boolean | null>(null)
  const [verified, setVerified] = useState(false)

  // The server's word on the code, from a load or a resend.
  const apply = useCallback(
    (code: CodeState | null) => {
      setSent(code !== null)
      setExpired(code?.expired ?? false)
      setTriesLeft(code?.tries_left ?? null)
      restart(code && !code.expired ? code.resend_in_seconds * 1000 : 0)
    },
    [restart],
  )

  useEffect(() => {
    let current = true
    loadCodeState(billId)
      .then((state) => {
        if (!current) return
        if (state.verified) setVerified(true)
        else apply(state.code)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [billId, apply])

  // A refusal of the code: the server's count of tries, or the code gone (expired, or none).
  const refused = useCallback(
    (reason: string | undefined, left: number | undefined) => {
      if (reason === 'expired' || reason === 'missing') {
        setExpired(true)
        setTriesLeft(null)
        restart(0)
      } else if (typeof left === 'number') setTriesLeft(left)
    },
    [restart],
  )

  return { remaining, triesLeft, expired, sent, verified, apply, refused }
}
