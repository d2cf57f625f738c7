import '@mantine/core/styles/Paper.css'
import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './auth.module.css'

// Wallpaper, logo and a card: the frame of every screen of the login family.
export function LoginLayout(props: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.wallpaper}>
      <img className={classes.logo} src="/icons/favicon.svg" alt="HiG" width={88} height={88} />
      <Paper className={classes.card} p="lg" radius="lg" shadow="md">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h3">
              {props.title}
            </Title>
            {props.subtitle && (
              <Text size="sm" c="dimmed">
                {props.subtitle}
              </Text>
            )}
          </Stack>
          {props.children}
        </Stack>
      </Paper>
    </div>
  )
}
