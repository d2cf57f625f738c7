import { Button, Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatList } from '../../../entities/format/list.ts'
import { lineName } from '#shared/protocols/submission-record.ts'
import type { CouponGroup } from '../api/types.ts'
import type { DraftLine } from '../draft/service-draft.ts'
import { categoryNameOf } from './line-category.ts'

// Everything ticked for this service, whatever category is open, and a way to start the
// choice again: a line ticked in another category never hides behind the one on screen.
export function TickedLines(props: {
  lines: readonly DraftLine[]
  groups: readonly CouponGroup[]
  onClear: () => void
}) {
  const { t, i18n } = useLingui()
  if (props.lines.length === 0) return null
  const count = props.lines.length
  const names = props.lines.map(
    (line) => `${lineName(line, i18n.locale)} (${categoryNameOf(line, props.groups)})`,
  )
  return (
    <Group justify="space-between" wrap="nowrap" align="center" gap="sm" data-testid="ticked-lines">
      <Text size="sm">
        <Text span fw={700}>
          {plural(count, { one: '# service ticked', other: '# services ticked' })}
        </Text>
        {': '}
        {formatList(names, i18n.locale, 'enumeration')}
      </Text>
      <Button
        variant="light"
        color="red"
        onClick={props.onClear}
        data-testid="clear-selection"
        data-destructive
      >
        {t`Clear`}
      </Button>
    </Group>
  )
}
