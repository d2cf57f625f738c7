import { Title } from '@mantine/core'

// The heading of a screen, under the shell's header.
export function ScreenTitle(props: { children: string }) {
  return (
    <Title order={1} size="h3" px="md" pt="md" pb="sm">
      {props.children}
    </Title>
  )
}
