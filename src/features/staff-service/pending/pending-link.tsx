import '@mantine/core/styles/Badge.css'
import { Badge, Button } from '@mantine/core'
import { IconClockHour4 } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useOwnCounts } from '../queue/use-own-submissions.ts'

// The way to the pending list, with how many services wait there (red when one has failed).
export function PendingLink() {
  const { t } = useLingui()
  const { total, failed } = useOwnCounts()
  return (
    <Button
      component={Link}
      to="/new-service/pending/"
      variant="light"
      size="compact-sm"
      leftSection={<IconClockHour4 size={16} />}
      rightSection={
        total > 0 ? (
          <Badge
            size="sm"
            color={failed > 0 ? 'red' : 'brand'}
            className="ltr-number"
            data-testid="pending-count"
          >
            {total}
          </Badge>
        ) : null
      }
      aria-label={t`Pending services: ${total}`}
      data-testid="pending-link"
    >
      {t`Pending`}
    </Button>
  )
}
