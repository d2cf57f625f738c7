import '@mantine/core/styles/Input.css'
import { Button, Stack, Text, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useMutation } from 'urql'
import { AccountUpdateDocument } from '../../../api/generated/commerce.ts'
import { session } from '../../../api/session-store.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import { showError, showFieldErrors } from '../../../ui/failure/error-display.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { profileProblem, type ProfileProblem } from './profile-form-rules.ts'
import { useSessionUser } from './use-session-user.ts'

const MAX_NAME = 256

export function ProfileEditScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useSessionUser()
  const saved = { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }
  const [form, setForm] = useState(saved)
  const [touched, setTouched] = useState(false)
  const [problem, setProblem] = useState<ProfileProblem | null>(null)
  // What the server said of a name, under it.
  const [serverErrors, setServerErrors] = useState<
    Partial<Record<'firstName' | 'lastName', string>>
  >({})
  const [{ fetching }, update] = useMutation(AccountUpdateDocument)

  // The stored names fill the form until the person starts typing (they may arrive late).
  const savedKey = `${saved.firstName}\n${saved.lastName}`
  useEffect(() => {
    if (!touched) setForm({ firstName: saved.firstName, lastName: saved.lastName })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, touched])

  const messages: Record<ProfileProblem, string> = {
    'both-required': t`Enter your first and last name.`,
    'first-required': t`Enter your first name.`,
    'last-required': t`Enter your last name.`,
    unchanged: t`Change your name first, then save.`,
  }

  const change = (field: 'firstName' | 'lastName') => (value: string) => {
    setTouched(true)
    setProblem(null)
    setServerErrors({})
    setForm((current) => ({ ...current, [field]: value }))
  }

  const submit = async () => {
    const found = profileProblem(saved, form)
    setProblem(found)
    if (found) return
    const answer = await update({
      input: { firstName: form.firstName.trim(), lastName: form.lastName.trim() },
    })
    const result = answer.data?.accountUpdate
    if (answer.error || !result) {
      showError(
        answer.error ? new GraphqlFailure(answer.error) : null,
        t`Something went wrong. Try again.`,
      )
      return
    }
    if (result.errors.length > 0) {
      showFieldErrors(result.errors, t`Something went wrong. Try again.`, {
        firstName: (message) => setServerErrors((current) => ({ ...current, firstName: message })),
        lastName: (message) => setServerErrors((current) => ({ ...current, lastName: message })),
      })
      return
    }
    if (result.user) {
      const { firstName, lastName, email } = result.user
      session.set((state) =>
        state.user ? { ...state, user: { ...state.user, firstName, lastName, email } } : state,
      )
    }
    await navigate({ to: '/profile/' })
    toast.success(t`Your profile is updated.`)
  }

  // Each name's problem under it; both missing: said once, under the first, the last marked.
  const firstError =
    problem === 'both-required' || problem === 'first-required'
      ? messages[problem]
      : serverErrors.firstName
  const lastError =
    problem === 'last-required'
      ? messages[problem]
      : problem === 'both-required' || serverErrors.lastName
  const nameFields = [
    {
      name: 'firstName',
      label: t`First name`,
      error: firstError,
      autoComplete: 'given-name',
      testId: 'first-name',
    },
    {
      name: 'lastName',
      label: t`Last name`,
      error: lastError,
      autoComplete: 'family-name',
      testId: 'last-name',
    },
  ] as const
  return (
    <>
      <ScreenTitle>{t`Edit profile`}</ScreenTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md" px="md" pb="md">
          {nameFields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              value={form[field.name]}
              onChange={(event) => change(field.name)(event.currentTarget.value)}
              error={field.error}
              maxLength={MAX_NAME}
              autoComplete={field.autoComplete}
              data-testid={field.testId}
            />
          ))}
          {problem === 'unchanged' && (
            <Text c="red.8" size="sm" role="alert" data-testid="profile-problem">
              {messages[problem]}
            </Text>
          )}
          <Button type="submit" loading={fetching} data-testid="profile-save">
            {t`Save changes`}
          </Button>
        </Stack>
      </form>
    </>
  )
}
