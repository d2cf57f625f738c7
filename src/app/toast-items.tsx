import { CloseButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { dismissToast, type Toast } from './toasts.tsx'
import classes from './toasts.module.css'

export function ToastItems(props: { toasts: readonly Toast[] }) {
  const { t } = useLingui()
  return props.toasts.map((item) => (
    <div
      key={item.id}
      className={classes.toast}
      data-kind={item.kind}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span className={classes.message}>{item.message}</span>
      <CloseButton size="sm" aria-label={t`Close`} onClick={() => dismissToast(item.id)} />
    </div>
  ))
}
