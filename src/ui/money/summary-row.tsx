import type { ReactNode } from 'react'
import classes from './summary.module.css'

// The grey box of a money summary (the cart's, the payment's), for its section.
export const summaryBoxClass = classes.summary

// One line of a money summary: its label at the start, its amount at the end; the total is
// set apart by a rule above it.
export function SummaryRow(props: { label: ReactNode; children: ReactNode; total?: boolean }) {
  return (
    <div className={props.total ? `${classes.row} ${classes.total}` : classes.row}>
      <span>{props.label}</span>
      {props.children}
    </div>
  )
}
