import '@mantine/core/styles/Center.css'
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { toRestError } from '../../../api/rest.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { formatNumber } from '#shared/domain/format-omr.ts'
import { LoadError } from '../shared/load-error.tsx'
import { useReadQuery } from '../../../api/use-read.ts'
import { failureStatus } from '../../../api/failure-text.ts'
import { billRead, rateBill } from '../api/bills.ts'
import { RatedBill } from './rated-bill.tsx'
import { RatingForm } from './rating-form.tsx'
import classes from './bills.module.css'

// /p/{token}/: rating one bill, once. Opened from the bills list or from the link the person
// was sent after the service.
export function BillRatingScreen(props: { token: string }) {
  const { t } = useLingui()
  const bill = useReadQuery(billRead(props.token))
  const [busy, setBusy] = useState(false)
  const failure = bill.error

  useEffect(() => {
    if (failure && failureStatus(failure) !== 404)
      toast.error(t`We could not reach the server. Try again in a moment.`)
  }, [failure, t])

  const submit = async (rating: { rate: number; items: number[] }) => {
    setBusy(true)
    try {
      const answer = await rateBill({ token: props.token, ...rating })
      toast.success(answer.message || t`Thanks for your feedback.`)
    } catch (error) {
      const refused = await toRestError(error)
      toast.error(
        refused.status === 409 || refused.status === 400
          ? refused.message
          : t`We could not reach the server. Try again in a moment.`,
      )
    } finally {
      setBusy(false)
      bill.reload()
    }
  }

  const body = () => {
    if (!bill.data && failureStatus(failure) === 404)
      return <Text c="dimmed">{t`We could not find this bill.`}</Text>
    if (!bill.data && failure) return <LoadError error={failure} onRetry={bill.reload} />
    if (!bill.data)
      return (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t`Loading`} />
        </Center>
      )
    if (bill.data.is_rated) return <RatedBill bill={bill.data} />
    return (
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md">
          <Text fw={700} dir="auto" data-testid="bill-center">
            {bill.data.service_center_name}
          </Text>
          <Text size="sm" c="dimmed">
            <span className="ltr-number">
              {bill.data.date} {bill.data.time}
            </span>{' '}
            · <span className="ltr-number">{formatNumber(bill.data.current_killometer)}</span>{' '}
            {t`km`}
          </Text>
        </Paper>
        <RatingForm busy={busy} onSubmit={(rating) => void submit(rating)} />
      </Stack>
    )
  }

  return (
    <>
      <ScreenTitle>{t`Rate your service`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {body()}
        <Button
          component={Link}
          to="/factors/"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} className={classes.back} />}
          data-testid="bills-back"
        >
          {t`Back to my bills`}
        </Button>
      </Stack>
    </>
  )
}
