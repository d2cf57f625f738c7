import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ShownCouponLine } from '../api/device-uses.ts'
import { formatDate } from '../../../entities/format/date-time.ts'
import classes from './select-service.module.css'

// The coupon lines of one category: tick the ones done today. A line with expired_at is shown
// as expired and cannot be ticked; one whose uses this device has taken (services not yet
// confirmed by the server, decision 253) says so and cannot be ticked once none is left.
export function ServiceLines(props: {
  lines: readonly ShownCouponLine[]
  chosen: readonly number[]
  onToggle: (line: ShownCouponLine, on: boolean) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Stack gap="xs" data-testid="service-lines">
      {props.lines.map((line) => {
        const expired = line.expired_at !== null
        const chosen = props.chosen.includes(line.order_line_id)
        const usedUp = line.quantity <= 0
        const usedHere = line.usedHere
        return (
          // The whole row is the checkbox's label: a tap anywhere on it ticks the line
          // (a working hand, decision 255).
          <label
            key={line.order_line_id}
            className={classes.line}
            data-expired={expired || undefined}
            data-tap-row
            data-testid="service-line"
          >
            <Checkbox
              checked={chosen}
              disabled={expired || (usedUp && !chosen)}
              onChange={(event) => props.onToggle(line, event.currentTarget.checked)}
            />
            <Stack gap={2} className={classes.lineText}>
              <Text size="sm" fw={600}>
                {line.order_name}
              </Text>
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {t`Left`}: <span className="ltr-number">{Math.max(0, line.quantity)}</span>
                </Text>
                {usedHere > 0 && (
                  <Badge size="xs" color="orange" variant="light" data-testid="line-used-here">
                    {usedUp
                      ? t`Used on this device`
                      : plural(usedHere, {
                          one: '# used on this device',
                          other: '# used on this device',
                        })}
                  </Badge>
                )}
                {expired && (
                  <Badge size="xs" color="red" variant="light" data-testid="line-expired">
                    {t`Expired`} <span>{formatDate(line.expired_at!, i18n.locale)}</span>
                  </Badge>
                )}
              </Group>
            </Stack>
          </label>
        )
      })}
    </Stack>
  )
}
