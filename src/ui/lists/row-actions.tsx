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
  const { name, testIds } = props
  const actions = [
    {
      label: t`Edit ${name}`,
      onClick: props.onEdit,
      testId: testIds?.edit,
      icon: <IconPencil size={20} />,
    },
    {
      label: t`Delete ${name}`,
      onClick: props.onDelete,
      testId: testIds?.delete,
      icon: <IconTrash size={20} />,
      color: 'red',
    },
  ]
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <ActionIcon
          key={action.label}
          variant="subtle"
          color={action.color}
          size="lg"
          aria-label={action.label}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.icon}
        </ActionIcon>
      ))}
    </Group>
  )
}
