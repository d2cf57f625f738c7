import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Input.css'
import { Button, Radio, Stack, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { onlyDigits } from '#shared/domain/digits.ts'
import { Amount } from '../../../ui/money/amount.tsx'
import type { ReturnableItem } from '../api/returns.ts'

// Which item goes back, and how many of it (typed in any digits; kept between 1 and what can
// go back).
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
        <TextInput
          label={t`Quantity to return`}
          description={t`You can return up to ${item.returnable_quantity}.`}
          inputMode="numeric"
          autoComplete="off"
          classNames={{ input: 'ltr-number' }}
          value={String(props.quantity)}
          onChange={(event) => {
            const typed = Number(onlyDigits(event.currentTarget.value) || '1')
            props.onQuantity(Math.min(Math.max(typed, 1), item.returnable_quantity))
          }}
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
