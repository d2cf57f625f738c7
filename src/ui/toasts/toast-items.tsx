import { CloseButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { dismissToast, ToastBox, type Toast } from './toasts.tsx'

export function ToastItems(props: { toasts: readonly Toast[] }) {
  const { t } = useLingui()
  return props.toasts.map((item) => (
    <ToastBox
      key={item.id}
      toast={item}
      close={<CloseButton size="sm" aria-label={t`Close`} onClick={() => dismissToast(item.id)} />}
    />
  ))
}
