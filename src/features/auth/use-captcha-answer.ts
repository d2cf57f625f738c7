import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCaptcha } from './use-captcha.ts'

// The captcha and the characters typed for it, as the login screen and the resend sheet ask.
export function useCaptchaAnswer() {
  const { t } = useLingui()
  const state = useCaptcha()
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The answer to send, or null (its error shown) while the picture or the characters are missing.
  const take = (): { uuid: string; answer: string } | null => {
    const captcha = state.captcha
    const missing = answer.trim() === '' || !captcha
    setError(missing ? t`Type the characters you see in the picture.` : null)
    return missing ? null : { uuid: captcha.captcha_uuid, answer }
  }
  // Whatever the server answered, the captcha is used up; a captcha message is shown under it.
  const usedUp = (message: string | null) => {
    setAnswer('')
    state.refresh()
    if (message !== null) setError(message)
  }
  const challenge = {
    state,
    answer,
    onAnswer: (value: string) => {
      setAnswer(value)
      setError(null)
    },
    error,
  }
  return { take, usedUp, challenge }
}
