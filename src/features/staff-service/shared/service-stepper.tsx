// The three steps of recording a service (customer data, select service, verification). Done
// steps carry a tick; only earlier steps with a link can be clicked to go back.
import { IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import classes from './service-stepper.module.css'

export type ServiceStep = 0 | 1 | 2

const links = ['/new-service/', '/select-service/', null] as const

export function ServiceStepper(props: { current: ServiceStep; backLinks?: boolean }) {
  const { t } = useLingui()
  const labels = [t`Customer data`, t`Select service`, t`Verification`]
  return (
    <ol className={classes.stepper} aria-label={t`Service steps`}>
      {labels.map((label, index) => {
        const done = index < props.current
        const current = index === props.current
        const to = done && (props.backLinks ?? true) ? links[index] : null
        const content = (
          <>
            <span className={classes.marker} aria-hidden>
              {done ? <IconCheck size={14} stroke={3} /> : index + 1}
            </span>
            <span className={classes.label}>{label}</span>
          </>
        )
        return (
          <li
            key={label}
            className={classes.step}
            data-done={done || undefined}
            data-current={current || undefined}
            aria-current={current ? 'step' : undefined}
          >
            {to ? (
              <Link to={to} className={classes.link}>
                {content}
              </Link>
            ) : (
              <span className={classes.link}>{content}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
