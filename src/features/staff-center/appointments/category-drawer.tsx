import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/ScrollArea.css'
import { Button, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core'
import { Drawer } from '../../../app/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Category } from '../api/types.ts'

// The category filter: one category at a time, chosen in a bottom drawer.
export function CategoryDrawer(props: {
  opened: boolean
  categories: readonly Category[]
  value: number | undefined
  onClose: () => void
  onApply: (category: number | undefined) => void
}) {
  const { t } = useLingui()
  const [choice, setChoice] = useState(props.value === undefined ? '' : String(props.value))
  const { opened, value } = props
  useEffect(() => {
    if (opened) setChoice(value === undefined ? '' : String(value))
  }, [opened, value])
  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      position="bottom"
      // As tall as its content (Mantine's size="auto" fills the screen).
      styles={{ content: { flex: '1 1 100%', height: 'auto', maxHeight: '85dvh' } }}
      title={t`Category`}
      radius="lg"
    >
      <Stack gap="lg" pb="md">
        {props.categories.length === 0 ? (
          <Text c="dimmed">{t`There are no categories to choose from yet.`}</Text>
        ) : (
          <ScrollArea.Autosize mah="45vh">
            <Radio.Group value={choice} onChange={setChoice} aria-label={t`Category`}>
              <Stack gap="sm">
                {props.categories.map((category) => (
                  <Radio
                    key={category.id}
                    value={String(category.id)}
                    label={category.name}
                    data-testid="category-option"
                  />
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        <Group grow gap="sm">
          <Button variant="default" onClick={() => props.onApply(undefined)}>
            {t`Clear`}
          </Button>
          <Button
            disabled={choice === ''}
            onClick={() => props.onApply(choice === '' ? undefined : Number(choice))}
            data-testid="category-apply"
          >
            {t`Apply`}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  )
}
