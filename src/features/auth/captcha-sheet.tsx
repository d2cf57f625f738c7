import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { BottomSheet } from '../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CaptchaChallenge } from './captcha-challenge.tsx'
import type { Outcome } from './api/login.ts'
import { useCaptchaAnswer } from './use-captcha-answer.ts'

// A code asked for with a captcha: this sheet shows the picture, then sends. The login screen
// asks for one before every first code (decision 232), the captcha flow before every code.
export function CaptchaSheet(props: {
  opened: boolean
  onClose: () => void
  onSend: (captcha: { uuid: string; answer: string }) => Promise<Outcome<object>>
  // The resend sheet's words unless given: the login screen's first code.
  title?: string
  note?: string
}) {
  const { t } = useLingui()
  return (
    <BottomSheet
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t`Send the code again`}
    >
      {props.opened && (
        <CaptchaForm onSend={props.onSend} onCancel={props.onClose} note={props.note} />
      )}
    </BottomSheet>
  )
}

function CaptchaForm(props: {
  onSend: (captcha: { uuid: string; answer: string }) => Promise<Outcome<object>>
  onCancel: () => void
  note?: string
}) {
  const { t } = useLingui()
  const captcha = useCaptchaAnswer()
  const [sending, setSending] = useState(false)
  // The sender may close the sheet (a drawer to show instead): no new picture for nobody.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = captcha.take()
    if (!answer) return
    setSending(true)
    const outcome = await props.onSend(answer)
    if (!mounted.current) return
    setSending(false)
    if (outcome.ok) return
    captcha.usedUp(outcome.kind === 'captcha' ? outcome.message : null)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" pb="md">
        {props.note && <Text size="sm">{props.note}</Text>}
        <CaptchaChallenge {...captcha.challenge} disabled={sending} />
        <Group grow>
          <Button variant="default" onClick={props.onCancel} disabled={sending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={sending} data-testid="captcha-send">
            {t`Send`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
