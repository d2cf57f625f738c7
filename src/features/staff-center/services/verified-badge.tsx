import '@mantine/core/styles/Badge.css'
import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export function VerifiedBadge(props: { verified: boolean }) {
  const { t } = useLingui()
  return (
    <Badge
      color={props.verified ? 'teal' : 'orange'}
      variant="light"
      data-testid="service-status"
      data-verified={props.verified}
    >
      {props.verified ? t`Verified` : t`Unverified`}
    </Badge>
  )
}
