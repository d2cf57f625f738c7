import '@mantine/core/styles/Badge.css'
import { Badge, CloseButton, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export interface FilterBadge {
  key: string
  label: string
  onRemove: () => void
}

// The filters in force, each removable on its own.
export function FilterBadges(props: { badges: readonly FilterBadge[] }) {
  const { t } = useLingui()
  if (props.badges.length === 0) return null
  return (
    <Group gap={6} data-testid="filter-badges">
      {props.badges.map(({ key, label, onRemove }) => (
        <Badge
          key={key}
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
          fw={500}
          data-testid={`filter-badge-${key}`}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={t`Remove filter: ${label}`}
              onClick={onRemove}
            />
          }
        >
          {label}
        </Badge>
      ))}
    </Group>
  )
}
