import '@mantine/core/styles/Badge.css'
import { Badge, Group, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

// Enough reviews (more than ten): the value with a star and how many rated; fewer: 'New'.
const MIN_RATINGS_SHOWN = 10

export function CenterRating(props: { value: number; count: number }) {
  const { t } = useLingui()
  if (props.count <= MIN_RATINGS_SHOWN) {
    return (
      <Badge variant="light" color="teal" data-testid="center-rating">
        {t`New`}
      </Badge>
    )
  }
  const count = props.count
  const value = props.value.toFixed(1)
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-testid="center-rating"
      aria-label={t`Rated ${value} by ${count} people`}
    >
      <Text fw={700} size="sm" className="ltr-number">
        {value}
      </Text>
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="xs" c="dimmed" className="ltr-number">
        ({count})
      </Text>
    </Group>
  )
}
