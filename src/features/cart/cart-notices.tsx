// Above the cart's lines: what the server changed when it confirmed the changes made on this
// device (decision 290), the products it did not take named one by one, and the person's
// confirmation that they have seen it, which delivery and payment wait for. Below them: lines
// removed on the device, not yet confirmed removed, each with a way back.
import { Button, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ShownCart, ShownLine } from '../../entities/cart/shown-cart.ts'
import { noticeText } from './cart-line-status.tsx'
import classes from './cart.module.css'

export function CartNotices(props: { cart: ShownCart; onConfirm: () => void }) {
  const { t, i18n } = useLingui()
  if (props.cart.notices === 0) return null
  const name = (notice: { name: string; nameAr: string | null }) =>
    i18n.locale === 'ar' && notice.nameAr ? notice.nameAr : notice.name
  return (
    <section className={classes.notices} role="alert" data-testid="cart-notices">
      <Stack gap={6}>
        <Text fw={700}>{t`Your cart changed when the server confirmed it`}</Text>
        {props.cart.loose.map((notice) => (
          <Text key={notice.key} size="sm" data-testid="cart-loose-notice" data-kind={notice.kind}>
            {notice.variantId ? (
              <>
                <strong>{name(notice)}</strong>: {noticeText(notice)}
              </>
            ) : (
              noticeText(notice)
            )}
          </Text>
        ))}
        <Text size="sm">{t`Check the marked lines before paying.`}</Text>
        <Group>
          <Button size="sm" onClick={props.onConfirm} data-testid="cart-notices-confirm">
            {t`I have checked my cart`}
          </Button>
        </Group>
      </Stack>
    </section>
  )
}

export function RemovedLines(props: { lines: ShownLine[]; onUndo: (line: ShownLine) => void }) {
  const { t, i18n } = useLingui()
  if (props.lines.length === 0) return null
  return (
    <Stack gap={6}>
      {props.lines.map((line) => {
        const name = i18n.locale === 'ar' && line.nameAr ? line.nameAr : line.name
        return (
          <Group
            key={line.id}
            className={classes.removed}
            justify="space-between"
            wrap="nowrap"
            data-testid="cart-removed-line"
          >
            <Text size="sm">{t`Removed, not confirmed yet: ${name}`}</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => props.onUndo(line)}
              aria-label={t`Put ${name} back`}
              data-testid="cart-removed-undo"
            >
              {t`Undo`}
            </Button>
          </Group>
        )
      })}
    </Stack>
  )
}
