import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Anchor.css'
import '@mantine/core/styles/Checkbox.css'
import { Anchor, Button, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import {
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  type Icon,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isNegative, NO_POINT, useRatingChoices } from './rating-choices.ts'
import classes from './bills.module.css'

const faceIcons: Record<number, Icon> = {
  4: IconMoodHappy,
  3: IconMoodSmile,
  2: IconMoodEmpty,
  1: IconMoodSad,
}

// Five faces (none chosen at first), then the reasons for that face. A new face clears the
// reasons chosen for the old one.
export function RatingForm(props: {
  busy: boolean
  onSubmit: (rating: { rate: number; items: number[] }) => void
}) {
  const { t } = useLingui()
  const choices = useRatingChoices()
  const [point, setPoint] = useState(NO_POINT)
  const [reasons, setReasons] = useState<string[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const chosen = point !== NO_POINT

  const submit = () => {
    if (!chosen) return setProblem(t`Choose how satisfied you are.`)
    if (reasons.length === 0) return setProblem(t`Choose at least one reason.`)
    setProblem(null)
    props.onSubmit({ rate: point, items: reasons.map(Number) })
  }

  return (
    <Stack gap="md">
      <Text fw={600}>{t`How satisfied are you with this service?`}</Text>
      <Group justify="space-between" role="radiogroup" aria-label={t`Your satisfaction`}>
        {choices.faces.map((face) => {
          const FaceIcon = faceIcons[face.point]!
          const selected = face.point === point
          return (
            <UnstyledButton
              key={face.point}
              role="radio"
              aria-checked={selected}
              className={classes.face}
              data-selected={selected}
              onClick={() => {
                setPoint(face.point)
                setReasons([])
                setProblem(null)
              }}
              data-testid={`face-${face.point}`}
            >
              <FaceIcon size={40} stroke={1.4} aria-hidden="true" />
              <Text size="sm">{face.label}</Text>
            </UnstyledButton>
          )
        })}
      </Group>
      {chosen && (
        <Checkbox.Group
          label={isNegative(point) ? t`What went wrong?` : t`What did you like?`}
          value={reasons}
          onChange={(value) => {
            setReasons(value)
            setProblem(null)
          }}
        >
          <Stack gap="xs" mt="xs">
            {choices.reasonsFor(point).map((reason) => (
              <Checkbox
                key={reason.value}
                value={String(reason.value)}
                label={reason.label}
                data-testid="rating-reason"
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {problem && (
        <Text c="red.8" size="sm" role="alert" data-testid="rating-problem">
          {problem}
        </Text>
      )}
      {chosen && isNegative(point) && (
        <Text size="sm">
          {t`Sorry to hear that.`}{' '}
          <Anchor component={Link} to="/contactus" data-testid="contact-us">
            {t`Contact us`}
          </Anchor>
        </Text>
      )}
      <Button loading={props.busy} onClick={submit} data-testid="rating-submit">
        {t`Send rating`}
      </Button>
    </Stack>
  )
}
