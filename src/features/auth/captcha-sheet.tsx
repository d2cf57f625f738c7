import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Stack } from '@mantine/core'
import { BottomSheet } from '../../app/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { CaptchaChallenge } from './captcha-challenge.tsx'
import type { Outcome } from './api/login.ts'
import { useCaptchaAnswer } from './use-captcha-answer.ts'

// A new code in the captcha flow needs a new captcha: this sheet asks for it, then sends.
export function CaptchaSheet(props: {
  opened: boolean
  onClose: () => void
  onSend: (captcha: { uuid: string; answer: string }) => Promise<Outcome<object>>
}) {
  const { t } = useLingui()
  return (
    <BottomSheet opened={props.opened} onClose={props.onClose} title={t`Send the code again`}>
      {props.opened && <CaptchaForm onSend={props.onSend} onCancel={props.onClose} />}
    </BottomSheet>
  )
}

function CaptchaForm(props: {
  onSend: (captcha: { uuid: string; answer: string }) => Promise<Outcome<object>>
  onCancel: () => void
}) {
  const { t } = useLingui()
  const captcha = useCaptchaAnswer()
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = captcha.take()
    if (!answer) return
    setSending(true)
    const outcome = await props.onSend(answer)
    setSending(false)
    if (outcome.ok) return
    captcha.usedUp(outcome.kind === 'captcha' ? outcome.message : null)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" pb="md">
        <CaptchaChallenge {...captcha.challenge} disabled={sending} />
        <Group grow>
          <Button variant="default" onClick={props.onCancel} disabled={sending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={sending}>
            {t`Send`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
