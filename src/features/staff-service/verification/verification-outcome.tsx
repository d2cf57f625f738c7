import { Button, Stack } from '@mantine/core'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../../../ui/pages/result-page.tsx'

// The two ends of verification: done (the customer's code matched) and cancel (three wrong
// codes).
export function VerificationOutcome(props: { outcome: 'done' | 'failed' }) {
  const { t } = useLingui()
  const done = props.outcome === 'done'
  return (
    <ResultPage
      testId={done ? 'service-done' : 'service-failed'}
      icon={
        done ? (
          <IconCircleCheck size={72} stroke={1.2} color="#2b8a3e" />
        ) : (
          <IconCircleX size={72} stroke={1.2} color="#c92a2a" />
        )
      }
      title={done ? t`Service confirmed` : t`Something went wrong. Try again.`}
      description={
        done
          ? t`The customer confirmed the service with their code.`
          : t`The code was wrong three times. The service waits in the pending list: send the customer a new code from there.`
      }
      action={
        <Stack gap="sm" w="100%" maw={320}>
          <Button component={Link} to="/new-service/" data-testid="next-customer">
            {t`Next customer`}
          </Button>
          <Button component={Link} to="/new-service/pending/" variant="light">
            {t`Pending services`}
          </Button>
        </Stack>
      }
    />
  )
}
