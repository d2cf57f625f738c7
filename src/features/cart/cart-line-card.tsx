// A cart line: picture, name, price (struck when discounted), the discount badge, the
// payable amount and the quantity control, whose minus becomes a trash icon at one. The control
// is disabled, with a spinner, while a change of this line is on its way to the server (with
// words instead when the answer is slow to come); a change
// kept on the device (offline) says it waits to be confirmed, and what the server changed is
// told under it (cart-line-status.tsx).
import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core'
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { ShownLine } from '../../entities/cart/shown-cart.ts'
import { discountBadge } from '#shared/domain/price-rule.ts'
import { DiscountBadge } from '../../ui/money/discount-badge.tsx'
import classes from './cart.module.css'
import { LineImage } from './line-image.tsx'
import { Amount } from '../../ui/money/amount.tsx'
import { CartLineStatus } from './cart-line-status.tsx'

export function CartLineCard(props: {
  line: ShownLine
  busy: boolean
  /** Busy, and the server has not answered for a while. */
  slow?: boolean
  disabled: boolean
  onStep: (step: 1 | -1) => void
}) {
  const { t, i18n } = useLingui()
  const { line } = props
  const name = i18n.locale === 'ar' && line.nameAr ? line.nameAr : line.name
  const locked = props.busy || props.disabled
  return (
    <article
      className={classes.line}
      data-testid="cart-line"
      data-line-id={line.id}
      data-state={line.state}
    >
      <LineImage src={line.image} alt={name} />
      <Stack gap={4} miw={0}>
        <Text className={classes.name} data-testid="cart-line-name">
          {name}
        </Text>
        <Group gap={8} wrap="wrap">
          {line.discount > 0 && (
            <>
              <s className={classes.original} data-testid="cart-line-price">
                <span className="visually-hidden">{t`Original price`} </span>
                <Amount value={line.price} unit={false} />
              </s>
              <DiscountBadge
                badge={discountBadge(line, line.visibleDiscountType ?? 'percentage')}
              />
            </>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text className={classes.payable}>
            <Amount value={line.payable} testId="cart-line-payable" />
          </Text>
          <div className={classes.stepper}>
            <ActionIcon
              variant="subtle"
              radius="xl"
              color={line.quantity === 1 ? 'red' : 'teal'}
              disabled={locked}
              aria-label={line.quantity === 1 ? t`Remove ${name}` : t`One less ${name}`}
              data-testid={line.quantity === 1 ? 'cart-line-remove' : 'cart-line-minus'}
              onClick={() => props.onStep(-1)}
            >
              {line.quantity === 1 ? <IconTrash size={18} /> : <IconMinus size={18} />}
            </ActionIcon>
            <span className={classes.quantity} aria-live="polite" data-testid="cart-line-quantity">
              {props.busy && !props.slow ? (
                <Loader size={14} role="progressbar" aria-label={t`Updating`} />
              ) : (
                <span className="ltr-number">{line.quantity}</span>
              )}
            </span>
            <ActionIcon
              variant="subtle"
              radius="xl"
              color="teal"
              disabled={locked}
              aria-label={t`One more ${name}`}
              data-testid="cart-line-plus"
              onClick={() => props.onStep(1)}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </div>
        </Group>
        <CartLineStatus line={line} slow={props.slow ?? false} />
      </Stack>
    </article>
  )
}
