import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

// A message in the middle of the screen with a way home: not found, errors, outcomes.
// `after` comes last, in the flow of the page (what a finished task may offer next).
export function ResultPage(props: {
  icon?: ReactNode
  title: string
  description?: string
  action?: ReactNode
  homeLabel?: string
  testId?: string
  after?: ReactNode
}) {
  return (
    <Stack
      align="center"
      justify="center"
      gap="md"
      p="xl"
      mih="60vh"
      ta="center"
      data-testid={props.testId}
    >
      {props.icon}
      <Title order={1} size="h3">
        {props.title}
      </Title>
      {props.description && <Text c="dimmed">{props.description}</Text>}
      {props.action}
      {props.homeLabel && (
        <Button component={Link} to="/" variant="filled">
          {props.homeLabel}
        </Button>
      )}
      {props.after}
    </Stack>
  )
}
