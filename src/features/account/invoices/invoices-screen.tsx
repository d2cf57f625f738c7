import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconFileTypeCsv, IconFileTypePdf, IconFileInvoice } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useReadQuery } from '../../../api/use-read.ts'
import { session } from '../../../api/session-store.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { Amount } from '../../../ui/money/amount.tsx'
import { formatDate, isoDay } from '../../../entities/format/date-time.ts'
import { LoadError } from '../shared/load-error.tsx'
import { invoiceRows } from './invoice-rows.ts'
import { StatusBadges } from '../orders/status-badges.tsx'
import { useStatusLabels } from '../orders/order-status.ts'
import { invoicesCsv, type CsvHeaders } from './invoices-csv.ts'
import { saveFile } from './save-file.ts'
import { invoiceOrdersRead } from '../api/invoice-orders.ts'

// /invoices/: the person's paid and returned orders, exported as invoices.csv and invoices.pdf
// made on the device from the same rows, in the interface language.
export function InvoicesScreen() {
  const { t, i18n } = useLingui()
  const language = i18n.locale === 'ar' ? 'ar' : 'en'
  const { data: orders, error, reload: retry } = useReadQuery(invoiceOrdersRead())
  const user = session.use((state) => state.user)
  const [making, setMaking] = useState(false)
  const labels = useStatusLabels()
  const rows = useMemo(
    () => invoiceRows(orders ?? [], { language, labels, dayOf: isoDay }),
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orders, language],
  )
  const headers: CsvHeaders = {
    number: t`Invoice`,
    date: t`Date`,
    status: t`Status`,
    payment: t`Payment`,
    items: t`Items`,
    amount: t`Amount (OMR)`,
  }

  const exportCsv = () =>
    saveFile('invoices.csv', [invoicesCsv(rows, headers)], 'text/csv;charset=utf-8')

  const exportPdf = async () => {
    setMaking(true)
    try {
      const { invoicesPdf } = await import('./invoices-pdf.ts')
      const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ')
      const phone = user?.phone ? `+${user.countryCode} ${user.phone}` : ''
      const today = formatDate(new Date(), currentLanguage())
      const bytes = await invoicesPdf(
        rows,
        {
          title: t`Invoices`,
          lines: [[name, phone].filter(Boolean).join(' · '), t`Made on ${today}`].filter(Boolean),
          headers,
          page: (page, pages) => t`Page ${page} of ${pages}`,
        },
        language === 'ar',
      )
      saveFile('invoices.pdf', [bytes as Uint8Array<ArrayBuffer>], 'application/pdf')
    } catch {
      toast.error(t`The PDF could not be made. Check your connection and try again.`)
    } finally {
      setMaking(false)
    }
  }

  const body = () => {
    if (!orders && error) return <LoadError error={error} onRetry={retry} />
    if (!orders) return <ListSkeleton rows={4} height={96} />
    if (rows.length === 0)
      return (
        <EmptyState
          message={t`You have no invoices yet.`}
          icon={<IconFileInvoice size={48} stroke={1.2} />}
        />
      )
    return (
      <Stack gap="sm">
        <Group grow>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={18} />}
            onClick={exportCsv}
            data-testid="export-csv"
          >
            {t`Download CSV`}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={18} />}
            loading={making}
            onClick={() => void exportPdf()}
            data-testid="export-pdf"
          >
            {t`Download PDF`}
          </Button>
        </Group>
        {rows.map((row) => {
          const number = row.number
          return (
            <Paper
              key={row.id}
              withBorder
              radius="lg"
              p="md"
              data-testid="invoice-item"
              data-number={row.number}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{t`Invoice #${number}`}</Text>
              </Group>
              <StatusBadges status={row.status} paymentStatus={row.paymentStatus} />
              <Text size="sm" c="dimmed" className="ltr-number">
                {row.date}
              </Text>
              <Text size="sm" dir="auto">
                {row.items}
              </Text>
              <Text fw={600} ta="end">
                <Amount value={row.amount} testId="invoice-amount" />
              </Text>
            </Paper>
          )
        })}
      </Stack>
    )
  }

  return (
    <>
      <ScreenTitle>{t`Invoices`}</ScreenTitle>
      <Stack px="md" pb="md">
        {body()}
      </Stack>
    </>
  )
}
