import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import { useState } from 'react'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Drawer } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import type { FilterGroup } from './filter-groups.ts'
import type { Filters } from './listing-search.ts'
import classes from './listing.module.css'

// The side panel of filters: one collapsible group of checkboxes per attribute. Choices are a
// draft until Filter applies them; Reset clears them all (the sort stays). The drawer blocks
// the page's scrolling while open.
export function FilterPanel(props: {
  opened: boolean
  onClose: () => void
  groups: readonly FilterGroup[]
  active: Filters
  loading: boolean
  error: string | null
  onRetry: () => void
  onApply: (filters: Filters) => void
  onReset: () => void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<Filters>(props.active)
  const toggle = (group: string, value: string, on: boolean) =>
    setDraft((current) => {
      const values = new Set(current[group] ?? [])
      if (on) values.add(value)
      else values.delete(value)
      return { ...current, [group]: [...values] }
    })
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      // The reading end; Mantine mirrors it in right-to-left pages.
      position="right"
      size={320}
      title={t`Filter`}
      lockScroll
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ body: classes.panelBody }}
      data-testid="filter-panel"
    >
      <div className={classes.panelGroups}>
        {props.loading && <Text c="dimmed">{t`Loading filters…`}</Text>}
        {props.error && (
          <Stack gap="xs" align="flex-start">
            <Text c="red.8" role="alert">
              {t`We could not reach the server. Try again in a moment.`}
            </Text>
            <Button size="xs" variant="light" onClick={props.onRetry}>
              {t`Try again`}
            </Button>
          </Stack>
        )}
        {!props.loading && !props.error && props.groups.length === 0 && (
          <Text c="dimmed">{t`There are no filters for this category.`}</Text>
        )}
        {props.groups.map((group) => (
          <details
            key={group.slug}
            className={classes.group}
            open={(props.active[group.slug]?.length ?? 0) > 0 || props.groups.length <= 3}
            data-testid="filter-group"
            data-slug={group.slug}
          >
            <summary className={classes.groupTitle}>{group.label}</summary>
            <Stack gap={10} py="xs">
              {group.options.map((option) => (
                <Checkbox
                  key={option.slug}
                  label={option.label}
                  checked={draft[group.slug]?.includes(option.slug) ?? false}
                  onChange={(event) => toggle(group.slug, option.slug, event.currentTarget.checked)}
                  data-value={option.slug}
                />
              ))}
            </Stack>
          </details>
        ))}
      </div>
      <Group grow className={classes.panelActions}>
        <Button variant="default" onClick={props.onReset} data-testid="filter-reset">
          {t`Reset`}
        </Button>
        <Button onClick={() => props.onApply(draft)} data-testid="filter-apply">
          {t`Filter`}
        </Button>
      </Group>
    </Drawer>
  )
}
