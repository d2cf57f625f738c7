import { useRead } from '../../api/use-read.ts'
import { loadCaptcha, type Captcha } from './api/login.ts'

// The app's colors for the captcha picture (the call's font_color, color and base_color).
const colors = { font: '#0b5e6b', line: '#5fbccb', background: '#f1f8f9' }

// A captcha is good for one try: every request for a code, right or wrong, needs a new one
// (refresh); the last one stays in view while the next loads.
export function useCaptcha(): {
  captcha: Captcha | null
  loading: boolean
  failed: boolean
  refresh: () => void
} {
  const read = useRead('captcha', () => loadCaptcha(colors))
  return {
    captcha: read.data ?? null,
    loading: read.loading,
    failed: read.error !== undefined,
    refresh: read.reload,
  }
}
