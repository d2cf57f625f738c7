import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { FilterChip } from './filter-groups.ts'
import classes from './listing.module.css'

// The active filters; pressing one removes it.
export function FilterChips(props: {
  chips: readonly FilterChip[]
  onRemove: (chip: FilterChip) => void
}) {
  const { t } = useLingui()
  if (props.chips.length === 0) return null
  return (
    <ul className={classes.chips} aria-label={t`Active filters`}>
      {props.chips.map((chip) => (
        <li key={`${chip.group}:${chip.value}`}>
          <button
            type="button"
            className={classes.chip}
            onClick={() => props.onRemove(chip)}
            aria-label={t`Remove filter ${chip.groupLabel}: ${chip.label}`}
            data-testid="filter-chip"
            data-group={chip.group}
            data-value={chip.value}
          >
            {chip.label}
            <IconX size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}
