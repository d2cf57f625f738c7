// The three checkout steps. Done steps carry a tick; only earlier steps with a link can be
// clicked to go back.
import { IconCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import classes from './checkout-stepper.module.css'

export type CheckoutStep = 0 | 1 | 2

export interface StepState {
  label: string
  to: '/cart/' | '/delivery/' | '/payment/'
  done: boolean
  current: boolean
  clickable: boolean
}

export function stepStates(
  current: CheckoutStep,
  labels: readonly [string, string, string],
): StepState[] {
  const targets = ['/cart/', '/delivery/', '/payment/'] as const
  return labels.map((label, index) => ({
    label,
    to: targets[index]!,
    done: index < current,
    current: index === current,
    clickable: index < current,
  }))
}

export function CheckoutStepper(props: { current: CheckoutStep }) {
  const { t } = useLingui()
  const steps = stepStates(props.current, [t`Cart`, t`Shipping`, t`Checkout`])
  return (
    <ol className={classes.stepper} aria-label={t`Checkout steps`}>
      {steps.map((step, index) => {
        const marker = (
          <span className={classes.marker} aria-hidden>
            {step.done ? <IconCheck size={14} stroke={3} /> : index + 1}
          </span>
        )
        return (
          <li
            key={step.to}
            className={classes.step}
            data-done={step.done || undefined}
            data-current={step.current || undefined}
            aria-current={step.current ? 'step' : undefined}
          >
            {step.clickable ? (
              <Link to={step.to} className={classes.link}>
                {marker}
                <span>{step.label}</span>
              </Link>
            ) : (
              <span className={classes.link}>
                {marker}
                <span>{step.label}</span>
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
