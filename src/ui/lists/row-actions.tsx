import { ActionIcon, Group } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

// A saved row's edit and delete buttons, each named after the row it acts on.
export function RowActions(props: {
  name: string
  onEdit: () => void
  onDelete: () => void
  testIds?: { edit: string; delete: string }
}) {
  const { t } = useLingui()
  const { name } = props
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t`Edit ${name}`}
        onClick={props.onEdit}
        data-testid={props.testIds?.edit}
      >
        <IconPencil size={20} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t`Delete ${name}`}
        onClick={props.onDelete}
        data-testid={props.testIds?.delete}
      >
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  )
}
