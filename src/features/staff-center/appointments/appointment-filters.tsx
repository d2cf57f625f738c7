import '@mantine/core/styles/Skeleton.css'
import { Button, Group, Skeleton, Stack } from '@mantine/core'
import { IconArrowsSort, IconCalendar, IconFilter } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import type { Category } from '../api/types.ts'
import { FilterBadges, type FilterBadge } from '../shared/filter-badges.tsx'
import { formatDay } from '../../../entities/format/date-time.ts'
import { rangeOf, type AppointmentSearch } from './appointment-search.ts'
import { CategoryDrawer } from './category-drawer.tsx'
import { SortDialog } from './sort-dialog.tsx'
import { useDateRangeField } from './use-date-range-field.ts'

// Search, sort, category and dates of the appointment tab, and the badges of those in force.
export function AppointmentFilters(props: {
  search: AppointmentSearch
  categories: readonly Category[]
  onChange: (next: AppointmentSearch, options?: { replace?: boolean }) => void
}) {
  const { t, i18n } = useLingui()
  const { search, onChange } = props
  const [sorting, setSorting] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const dates = useDateRangeField()
  const range = rangeOf(search)
  const category = props.categories.find((candidate) => candidate.id === search.category)

  const badges: FilterBadge[] = []
  if (search.q) {
    badges.push({
      key: 'q',
      label: `“${search.q}”`,
      onRemove: () => onChange({ ...search, q: undefined }),
    })
  }
  if (search.sort) {
    badges.push({
      key: 'sort',
      label: t`Expired first`,
      onRemove: () => onChange({ ...search, sort: undefined }),
    })
  }
  if (search.category !== undefined) {
    badges.push({
      key: 'category',
      label: category?.name ?? t`Category`,
      onRemove: () => onChange({ ...search, category: undefined }),
    })
  }
  if (range.custom) {
    badges.push({
      key: 'dates',
      label: `${formatDay(range.start, i18n.locale)} – ${formatDay(range.end, i18n.locale)}`,
      onRemove: () => onChange({ ...search, start: undefined, end: undefined }),
    })
  }

  return (
    <Stack gap="sm">
      <DebouncedSearchInput
        value={search.q ?? ''}
        onSearch={(q) => onChange({ ...search, q: q || undefined }, { replace: true })}
        label={t`Search appointments`}
      />
      {dates.Field ? (
        <dates.Field
          start={range.start}
          end={range.end}
          onChange={(start, end) => onChange({ ...search, start, end })}
        />
      ) : dates.failed ? (
        <Button
          variant="default"
          fullWidth
          justify="flex-start"
          leftSection={<IconCalendar size={16} />}
          onClick={dates.retry}
          aria-label={t`Delivery dates`}
          data-testid="date-range"
        >
          {formatDay(range.start, i18n.locale)} – {formatDay(range.end, i18n.locale)}
        </Button>
      ) : (
        <Skeleton height={36} radius="sm" />
      )}
      <Group gap="xs" grow>
        <Button
          variant={search.sort ? 'light' : 'default'}
          leftSection={<IconArrowsSort size={16} />}
          onClick={() => setSorting(true)}
          data-testid="open-sort"
        >
          {t`Sort`}
        </Button>
        <Button
          variant={search.category !== undefined ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setChoosing(true)}
          data-testid="open-category"
        >
          {t`Category`}
        </Button>
      </Group>
      <FilterBadges badges={badges} />
      <SortDialog
        opened={sorting}
        value={search.sort}
        onClose={() => setSorting(false)}
        onApply={(sort) => {
          setSorting(false)
          if (sort !== search.sort) onChange({ ...search, sort })
        }}
      />
      <CategoryDrawer
        opened={choosing}
        categories={props.categories}
        value={search.category}
        onClose={() => setChoosing(false)}
        onApply={(next) => {
          setChoosing(false)
          if (next !== search.category) onChange({ ...search, category: next })
        }}
      />
    </Stack>
  )
}
