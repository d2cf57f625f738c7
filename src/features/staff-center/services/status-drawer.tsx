import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { Radio, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { FilterDrawer } from '../shared/filter-drawer.tsx'

// The services' status filter: verified ('1') or unverified ('0'); Reset shows both.
export function StatusDrawer(props: {
  opened: boolean
  value: 0 | 1 | undefined
  onClose: () => void
  onApply: (value: 0 | 1 | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <FilterDrawer
      opened={props.opened}
      title={t`Filter services`}
      value={props.value}
      values={[1, 0] as const}
      onClose={props.onClose}
      onApply={props.onApply}
      reset={{ label: t`Reset`, testId: 'status-reset' }}
      apply={{ label: t`Filter`, testId: 'status-apply' }}
    >
      {(choice, choose) => (
        <Radio.Group value={choice} onChange={choose} aria-label={t`Status`}>
          <Stack gap="sm">
            <Radio value="1" label={t`Verified`} data-testid="status-verified" />
            <Radio value="0" label={t`Unverified`} data-testid="status-unverified" />
          </Stack>
        </Radio.Group>
      )}
    </FilterDrawer>
  )
}
