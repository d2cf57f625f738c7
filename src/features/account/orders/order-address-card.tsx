import { Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OrderAddressFragment } from '../../../api/generated/commerce.ts'

// A shipping or billing address as the order keeps it; the company name only when given.
export function OrderAddressCard(props: {
  title: string
  address: OrderAddressFragment
  testId: string
}) {
  const { i18n } = useLingui()
  const { address } = props
  const comma = i18n.locale === 'ar' ? '، ' : ', '
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const place = [address.cityArea, address.city, address.countryArea].filter(Boolean).join(comma)
  return (
    <Paper withBorder radius="lg" p="md" data-testid={props.testId} className="wraps-long-words">
      <Text fw={700} mb={4}>
        {props.title}
      </Text>
      {address.companyName && (
        <Text size="sm" fw={600} dir="auto">
          {address.companyName}
        </Text>
      )}
      {name && (
        <Text size="sm" dir="auto">
          {name}
        </Text>
      )}
      <Text size="sm" dir="auto">
        {[address.streetAddress1, address.streetAddress2].filter(Boolean).join(comma)}
      </Text>
      <Text size="sm" c="dimmed" dir="auto" tt="capitalize">
        {place}
      </Text>
      <Text size="sm" c="dimmed">
        {address.country.country}
        {address.postalCode && (
          <>
            {' '}
            <span className="ltr-number">{address.postalCode}</span>
          </>
        )}
      </Text>
    </Paper>
  )
}
