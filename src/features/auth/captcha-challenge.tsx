import '@mantine/core/styles/Input.css'
import { ActionIcon, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { useCaptcha } from './use-captcha.ts'
import classes from './auth.module.css'
import { westernDigits } from '#shared/domain/digits.ts'

// The captcha picture with a "new picture" button, and the box for its characters.
export function CaptchaChallenge(props: {
  state: ReturnType<typeof useCaptcha>
  answer: string
  onAnswer: (value: string) => void
  error: string | null
  disabled?: boolean
}) {
  const { t } = useLingui()
  const { captcha, loading, failed, refresh } = props.state
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        {loading || !captcha ? (
          <div className={classes.captchaImage} aria-busy={loading}>
            {loading ? (
              <Group h="100%" justify="center">
                <Loader size="sm" />
              </Group>
            ) : null}
          </div>
        ) : (
          <img
            className={classes.captchaImage}
            src={captcha.image}
            alt={t`Security picture: type the characters you see`}
            width={200}
            height={70}
            data-testid="captcha-image"
            data-captcha={captcha.captcha_uuid}
          />
        )}
        <ActionIcon
          variant="light"
          size="lg"
          onClick={refresh}
          disabled={loading || props.disabled}
          aria-label={t`New picture`}
        >
          <IconRefresh size={20} />
        </ActionIcon>
      </Group>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t`The picture could not be loaded. Try a new one.`}
        </Text>
      )}
      <TextInput
        label={t`Characters in the picture`}
        value={props.answer}
        onChange={(event) => props.onAnswer(westernDigits(event.currentTarget.value).toUpperCase())}
        error={props.error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        disabled={props.disabled}
        size="md"
        data-testid="captcha-answer"
      />
    </Stack>
  )
}
