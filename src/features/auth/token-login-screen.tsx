import { Button, Loader, Stack, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { safeRedirect } from '../../lib/safe-redirect.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { completeLogin } from './complete-login.ts'
import { loginWithToken, type Failure, type Outcome, type SessionTokens } from './api/login.ts'
import { LoginLayout } from './login-layout.tsx'

// A link's token is good once: however often the screen mounts (React's development double
// effects, a re-render), each token is sent once per page load, unless the network failed.
const attempts = new Map<string, Promise<Outcome<SessionTokens>>>()

function attempt(token: string) {
  let pending = attempts.get(token)
  if (!pending) {
    pending = loginWithToken(token)
    attempts.set(token, pending)
  }
  return pending
}

const somethingWrong = msg`Something went wrong. Try again.`

// /login/p/?token=…: one tap signs the person in, then on to where they were going.
export function TokenLoginScreen(props: {
  token: string | undefined
  redirect: string | undefined
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [failure, setFailure] = useState<Failure | null>(null)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!props.token) return
    let current = true
    void attempt(props.token).then(async (outcome) => {
      if (!current) return
      if (!outcome.ok) return setFailure(outcome)
      const { userError } = await completeLogin(outcome, null)
      const landed = router.navigate({ href: safeRedirect(props.redirect), replace: true })
      if (userError !== null) toast.error(userError || i18n._(somethingWrong))
      await landed
    })
    return () => {
      current = false
    }
  }, [props.token, props.redirect, router, round, i18n])

  const invalid = t`This sign-in link is not valid or has expired.`
  if (props.token && !failure)
    return (
      <LoginLayout title={t`Signing you in…`}>
        <Stack align="center" py="lg" aria-busy>
          <Loader />
        </Stack>
      </LoginLayout>
    )
  const offline = failure?.kind === 'offline'
  const message = offline
    ? t`You are offline. Check your connection and try again.`
    : failure?.kind === 'error'
      ? failure.errors[0]?.message || t`Something went wrong. Try again.`
      : failure && 'message' in failure
        ? failure.message || invalid
        : invalid
  return (
    <LoginLayout title={t`Sign in`}>
      <Text role="alert" data-testid="token-login-error">
        {message}
      </Text>
      {offline && props.token && (
        <Button
          variant="light"
          fullWidth
          size="md"
          onClick={() => {
            attempts.delete(props.token!)
            setFailure(null)
            setRound((value) => value + 1)
          }}
        >
          {t`Try again`}
        </Button>
      )}
      <Button
        fullWidth
        size="md"
        onClick={() =>
          void router.navigate({ to: '/login/d/', search: { redirect: props.redirect } })
        }
      >
        {t`Sign in with your mobile number`}
      </Button>
    </LoginLayout>
  )
}
