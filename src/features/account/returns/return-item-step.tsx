import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Input.css'
import { Button, NumberInput, Radio, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Amount } from '../shared/amount.tsx'
import type { ReturnableItem } from './returns-api.ts'

// Which item goes back, and how many of it.
export function ReturnItemStep(props: {
  items: ReturnableItem[]
  itemId: number | null
  quantity: number
  busy: boolean
  onItem: (id: number) => void
  onQuantity: (quantity: number) => void
  onNext: () => void
}) {
  const { t } = useLingui()
  const item = props.items.find((candidate) => candidate.id === props.itemId)
  return (
    <Stack gap="md">
      <Radio.Group
        label={t`Which item do you want to return?`}
        value={props.itemId === null ? null : String(props.itemId)}
        onChange={(value) => props.onItem(Number(value))}
      >
        <Stack gap="xs" mt="xs">
          {props.items.map((candidate) => (
            <Radio
              key={candidate.id}
              value={String(candidate.id)}
              data-testid="returnable-item"
              label={
                <span dir="auto">
                  {candidate.product_name} · <Amount value={candidate.unit_price} />
                </span>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {item && (
        <NumberInput
          label={t`Quantity to return`}
          description={t`You can return up to ${item.returnable_quantity}.`}
          min={1}
          max={item.returnable_quantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={props.quantity}
          onChange={(value) => props.onQuantity(typeof value === 'number' ? value : 1)}
          data-testid="return-quantity"
        />
      )}
      {!item && <Text size="sm" c="dimmed">{t`Choose an item to continue.`}</Text>}
      <Button
        fullWidth
        disabled={!item}
        loading={props.busy}
        onClick={props.onNext}
        data-testid="return-next"
      >
        {t`Continue`}
      </Button>
    </Stack>
  )
}
