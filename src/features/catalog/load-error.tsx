import { Button } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import classes from './load-error.module.css'

// A list or page that could not load: the spec's message and a way to try again.
export function LoadError(props: { onRetry: () => void; detail?: string }) {
  const { t } = useLingui()
  return (
    <div className={classes.box} role="alert" data-testid="load-error">
      <IconCloudOff size={28} stroke={1.4} aria-hidden="true" />
      <p className={classes.title}>{t`We could not reach the server. Try again in a moment.`}</p>
      {props.detail && <p className={classes.detail}>{props.detail}</p>}
      <Button size="xs" variant="light" onClick={props.onRetry}>
        {t`Try again`}
      </Button>
    </div>
  )
}
