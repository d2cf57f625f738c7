import '@mantine/core/styles/Card.css'
import { Card, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StockRow } from '../api/types.ts'
import classes from './stock-list.module.css'

// One card per product with its five figures labelled, so a 320 px phone reads every figure
// in either language without scrolling sideways (a six-column table did not fit, issue 17).
export function StockList(props: { rows: readonly StockRow[] }) {
  const { t } = useLingui()
  const figures = (row: StockRow) => [
    { label: t`Total delivered`, value: row.delivered, testId: 'stock-delivered' },
    { label: t`My share`, value: row.sc_share, testId: 'stock-my-share' },
    { label: t`Company share`, value: row.hig_share, testId: 'stock-company-share' },
    { label: t`Used in services`, value: row.services, testId: 'stock-used' },
    { label: t`Remaining`, value: row.remain_stock, testId: 'stock-remaining' },
  ]
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label={t`Stock of the center`}>
      {props.rows.map((row) => (
        <Card
          key={row.id}
          component="li"
          withBorder
          radius="lg"
          padding="sm"
          data-testid="stock-row"
          style={{ listStyle: 'none' }}
        >
          <Text fw={700} mb={6} data-testid="stock-product">
            {row.product__name}
          </Text>
          <dl className={classes.figures}>
            {figures(row).map((figure) => (
              <div key={figure.testId} className={classes.figure}>
                <dt className={classes.label}>{figure.label}</dt>
                {/* The number runs left to right inside a line that follows the page: in Arabic
                    it stands at the right, under its label, not at the left beside the next. */}
                <dd className={classes.value} data-testid={figure.testId}>
                  <span className="ltr-number">{figure.value}</span>
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </Stack>
  )
}
