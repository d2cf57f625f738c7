// The checkout's shipping methods: name, picture, price, and whether it works at the moment
// (one that does not cannot be chosen).
import { Radio, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CheckoutStepFieldsFragment } from '../../../api/generated/commerce.ts'
import classes from './delivery.module.css'
import { Amount } from '../../../ui/money/amount.tsx'
import { MethodCard } from '../method-card.tsx'

type Method = CheckoutStepFieldsFragment['shippingMethods'][number]

const imageOf = (method: Method) => method.metadata.find((item) => item.key === 'image')?.value

export function ShippingOptions(props: {
  methods: readonly Method[]
  selectedId: string | null
  onChoose: (id: string) => void
}) {
  const { t } = useLingui()
  return (
    <Radio.Group value={props.selectedId} label={t`Shipping method`} onChange={props.onChoose}>
      <Stack gap="sm" mt="xs">
        {props.methods.map((method) => (
          <MethodCard
            key={method.id}
            value={method.id}
            disabled={!method.active}
            indicatorDisabled={!method.active}
            image={imageOf(method)}
            imageClassName={classes.methodImage}
            data-testid="shipping-method"
            data-active={method.active}
          >
            <Stack gap={0} flex={1} miw={0}>
              <Text fw={600}>{method.name}</Text>
              <Text size="sm" c={method.active ? 'teal.8' : 'red.8'}>
                {method.active ? t`Available` : method.message || t`Not available at the moment`}
              </Text>
            </Stack>
            <Text className={classes.price}>
              <Amount value={method.price.amount} />
            </Text>
          </MethodCard>
        ))}
      </Stack>
    </Radio.Group>
  )
}
