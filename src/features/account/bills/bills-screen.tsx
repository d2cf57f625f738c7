import '@mantine/core/styles/Badge.css'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconReceipt } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { formatNumber } from '#shared/domain/format-omr.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { LoadError } from '../shared/load-error.tsx'
import { useReadQuery } from '../../../api/use-read.ts'
import { billsRead } from '../api/bills.ts'
import classes from './bills.module.css'

// /factors/: the services the person's cars had at HiG centers; each opens its rating page.
export function BillsScreen() {
  const { t } = useLingui()
  const bills = useReadQuery(billsRead())
  const body = () => {
    if (!bills.data && bills.error) return <LoadError error={bills.error} onRetry={bills.reload} />
    if (!bills.data) return <ListSkeleton rows={4} height={96} />
    if (bills.data.length === 0)
      return (
        <EmptyState
          message={t`You have no bills yet.`}
          icon={<IconReceipt size={48} stroke={1.2} />}
        />
      )
    return (
      <Stack gap="sm">
        {bills.data.map((bill) => (
          <Link
            key={bill.token}
            to="/p/$id/"
            params={{ id: bill.token }}
            className={classes.billLink}
            data-testid="bill-item"
          >
            <Paper withBorder radius="lg" p="md">
              <Group justify="space-between" wrap="nowrap" align="start">
                <Stack gap={2}>
                  <Text fw={700} dir="auto">
                    {bill.service_center_name}
                  </Text>
                  {bill.car_name && (
                    <Text size="sm" dir="auto">
                      {bill.car_name}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    <span className="ltr-number">
                      {bill.date} {bill.time}
                    </span>{' '}
                    · <span className="ltr-number">{formatNumber(bill.current_killometer)}</span>{' '}
                    {t`km`}
                  </Text>
                </Stack>
                <Badge
                  color={bill.is_rated ? 'green' : 'yellow'}
                  variant="light"
                  data-testid="bill-rated"
                >
                  {bill.is_rated ? t`Rated` : t`Rate it`}
                </Badge>
              </Group>
            </Paper>
          </Link>
        ))}
      </Stack>
    )
  }
  return (
    <>
      <ScreenTitle>{t`My bills`}</ScreenTitle>
      <Stack px="md" pb="md">
        {body()}
      </Stack>
    </>
  )
}
