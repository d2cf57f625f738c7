import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/ScrollArea.css'
import { Radio, ScrollArea, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Category } from '../api/types.ts'
import { FilterDrawer } from '../shared/filter-drawer.tsx'

// The category filter: one category at a time, chosen in a bottom drawer.
export function CategoryDrawer(props: {
  opened: boolean
  categories: readonly Category[]
  value: number | undefined
  onClose: () => void
  onApply: (category: number | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <FilterDrawer
      opened={props.opened}
      title={t`Category`}
      value={props.value}
      values={props.categories.map((category) => category.id)}
      onClose={props.onClose}
      onApply={props.onApply}
      reset={{ label: t`Clear` }}
      apply={{ label: t`Apply`, testId: 'category-apply' }}
    >
      {(choice, choose) =>
        props.categories.length === 0 ? (
          <Text c="dimmed">{t`There are no categories to choose from yet.`}</Text>
        ) : (
          <ScrollArea.Autosize mah="45vh">
            <Radio.Group value={choice} onChange={choose} aria-label={t`Category`}>
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
        )
      }
    </FilterDrawer>
  )
}
