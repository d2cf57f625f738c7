import '@mantine/core/styles/SimpleGrid.css'
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Amount } from '../../../ui/money/amount.tsx'
import { lineAmounts, visibleLines, type OrderDetail } from './order-money.ts'
import classes from './orders.module.css'

function Figure(props: { label: string; value: number; strong?: boolean; minus?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={props.strong ? 700 : 500}>
        <Amount value={props.value} minus={props.minus} />
      </Text>
    </div>
  )
}

export function OrderLines(props: { order: OrderDetail }) {
  const { t } = useLingui()
  const { order } = props
  return (
    <Stack gap="sm">
      <Text fw={700}>{t`Items`}</Text>
      {visibleLines(order.lines).map((line) => {
        const amounts = lineAmounts(line, order.displayGrossPrices)
        const quantity = line.quantity
        return (
          <Paper key={line.id} withBorder radius="lg" p="sm" data-testid="order-line">
            <Group wrap="nowrap" align="start" gap="sm">
              {line.thumbnail ? (
                <img
                  src={line.thumbnail.url}
                  alt={line.thumbnail.alt ?? ''}
                  className={classes.thumb}
                  loading="lazy"
                />
              ) : (
                <div className={classes.thumb} aria-hidden="true" />
              )}
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" dir="auto" data-testid="line-name">
                  {line.translatedProductName || line.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t`Quantity`}: <span className="ltr-number">{quantity}</span>
                </Text>
                <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
                  <Figure label={t`Item price`} value={amounts.unitPrice} />
                  <Figure label={t`Price`} value={amounts.price} />
                  <Figure label={t`Discount`} value={amounts.discount} minus />
                  <Figure label={t`Payable amount`} value={amounts.payable} strong />
                </SimpleGrid>
              </Stack>
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}
