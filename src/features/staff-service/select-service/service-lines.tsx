import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CouponLine } from '../api/types.ts'
import classes from './select-service.module.css'

// The coupon lines of one category: tick the ones done today. A line with expired_at is shown
// as expired and cannot be ticked.
export function ServiceLines(props: {
  lines: readonly CouponLine[]
  chosen: readonly number[]
  onToggle: (line: CouponLine, on: boolean) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Stack gap="xs" data-testid="service-lines">
      {props.lines.map((line) => {
        const expired = line.expired_at !== null
        return (
          <div
            key={line.order_line_id}
            className={classes.line}
            data-expired={expired || undefined}
            data-testid="service-line"
          >
            <Checkbox
              checked={props.chosen.includes(line.order_line_id)}
              disabled={expired}
              onChange={(event) => props.onToggle(line, event.currentTarget.checked)}
              label={
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {line.order_name}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {t`Left`}: <span className="ltr-number">{line.quantity}</span>
                    </Text>
                    {expired && (
                      <Badge size="xs" color="red" variant="light" data-testid="line-expired">
                        {t`Expired`}{' '}
                        <span>
                          {i18n.date(new Date(line.expired_at!), {
                            dateStyle: 'medium',
                            numberingSystem: 'latn',
                          })}
                        </span>
                      </Badge>
                    )}
                  </Group>
                </Stack>
              }
            />
          </div>
        )
      })}
    </Stack>
  )
}
