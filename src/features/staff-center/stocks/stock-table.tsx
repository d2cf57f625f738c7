import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/ScrollArea.css'
import { Table } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StockRow } from '../api/types.ts'

export function StockTable(props: { rows: readonly StockRow[] }) {
  const { t } = useLingui()
  const number = (value: number) => <span className="ltr-number">{value}</span>
  return (
    <Table.ScrollContainer minWidth={560} role="region" aria-label={t`Stock of the center`}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="stock-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Product`}</Table.Th>
            <Table.Th ta="center">{t`Total delivered`}</Table.Th>
            <Table.Th ta="center">{t`My share`}</Table.Th>
            <Table.Th ta="center">{t`Company share`}</Table.Th>
            <Table.Th ta="center">{t`Used in services`}</Table.Th>
            <Table.Th ta="center">{t`Remaining`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id} data-testid="stock-row">
              <Table.Td data-testid="stock-product">{row.product__name}</Table.Td>
              <Table.Td ta="center">{number(row.delivered)}</Table.Td>
              <Table.Td ta="center">{number(row.sc_share)}</Table.Td>
              <Table.Td ta="center">{number(row.hig_share)}</Table.Td>
              <Table.Td ta="center">{number(row.services)}</Table.Td>
              <Table.Td ta="center" fw={600}>
                {number(row.remain_stock)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
