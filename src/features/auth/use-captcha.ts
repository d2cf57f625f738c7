import { useCallback, useEffect, useState } from 'react'
import { loadCaptcha, type Captcha } from './login-calls.ts'

// The app's colours for the captcha picture (the call's font_color, color and base_color).
const colors = { font: '#0b5e6b', line: '#5fbccb', background: '#f1f8f9' }

// A captcha is good for one try: every request for a code, right or wrong, needs a new one.
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let current = true
    setLoading(true)
    setFailed(false)
    loadCaptcha(colors)
      .then((next) => current && setCaptcha(next))
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [version])

  const refresh = useCallback(() => setVersion((value) => value + 1), [])
  return { captcha, loading, failed, refresh }
}
