// The steps of a flow (the checkout's, recording a staff service). Done steps carry a tick; only
// earlier steps with a link can be clicked to go back.
import { IconCheck } from '@tabler/icons-react'
import { Link, type LinkProps } from '@tanstack/react-router'
import classes from './stepper.module.css'

export interface Step {
  label: string
  /** Where a click on the step goes once it is done; null: it cannot be gone back to. */
  to: LinkProps['to'] | null
  /** What the history entry of that way back carries (a flow saying it was gone back to). */
  state?: LinkProps['state']
}

export interface StepState extends Step {
  done: boolean
  current: boolean
  clickable: boolean
}

export function stepStates(steps: readonly Step[], current: number): StepState[] {
  return steps.map((step, index) => ({
    ...step,
    done: index < current,
    current: index === current,
    clickable: index < current && step.to !== null,
  }))
}

export function Stepper(props: {
  /** The list's name for screen readers ("Checkout steps"). */
  label: string
  steps: readonly Step[]
  current: number
  /** On a phone, the steps around the current one show their number only. */
  compact?: boolean
}) {
  return (
    <ol
      className={classes.stepper}
      aria-label={props.label}
      data-compact={props.compact || undefined}
    >
      {stepStates(props.steps, props.current).map((step, index) => {
        const content = (
          <>
            <span className={classes.marker} aria-hidden>
              {step.done ? <IconCheck size={14} stroke={3} /> : index + 1}
            </span>
            <span className={classes.label}>{step.label}</span>
          </>
        )
        return (
          <li
            key={step.label}
            className={classes.step}
            data-done={step.done || undefined}
            data-current={step.current || undefined}
            aria-current={step.current ? 'step' : undefined}
          >
            {step.clickable && step.to ? (
              <Link to={step.to} state={step.state} className={classes.link}>
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
