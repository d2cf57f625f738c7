import type { ReactNode } from 'react'
import classes from './step-footer.module.css'

export function StepFooter(props: { children: ReactNode }) {
  return <div className={classes.footer}>{props.children}</div>
}
