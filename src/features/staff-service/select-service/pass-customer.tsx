import '@mantine/core/styles/Card.css'
import { Card, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'
import { withThousands } from '../draft/draft-rules.ts'
import { draftPhone, type ServiceDraft } from '../draft/service-draft.ts'

// Whom and which car the services are chosen for, on top of the select step: a tick never
// lands on another customer's pass unseen.
export function PassCustomer(props: { draft: ServiceDraft }) {
  const { t } = useLingui()
  const { draft } = props
  return (
    <Card withBorder radius="md" padding="sm" data-testid="pass-customer">
      <Text fw={700}>{draft.customerName || t`Customer without a name`}</Text>
      <Text size="sm" c="dimmed">
        <PhoneText value={draftPhone(draft)} /> · {draft.carName}
        {draft.carYear ? (
          <>
            {' '}
            <span className="ltr-number">({draft.carYear})</span>
          </>
        ) : null}
        {draft.odometer !== '' && (
          <>
            {' · '}
            <span className="ltr-number">{withThousands(draft.odometer)}</span> {t`km`}
          </>
        )}
      </Text>
    </Card>
  )
}
