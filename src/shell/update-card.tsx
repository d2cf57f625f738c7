import { Button, Group, Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export function UpdateCard(props: { onLater: () => void; onReload: () => void }) {
  const { t } = useLingui()
  return (
    <Paper
      shadow="md"
      p="sm"
      radius="lg"
      withBorder
      role="alertdialog"
      aria-label={t`A new version is ready`}
      style={{ position: 'fixed', insetInline: 12, bottom: 80, zIndex: 1100 }}
      data-testid="update-prompt"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t`A new version of the app is ready.`}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={props.onLater}>
            {t`Later`}
          </Button>
          <Button size="xs" onClick={props.onReload}>
            {t`Reload`}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
