import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'

// An OMR amount ("12.500 OMR"), one run kept left to right with Western digits inside Arabic
// text. A discount or a part already paid is written with a minus, the same on every screen.
export function Amount(props: { value: number; minus?: boolean; testId?: string }) {
  return (
    <span className="ltr-number" dir="ltr" data-testid={props.testId}>
      {props.minus && props.value > 0 ? '-' : ''}
      {formatOmrWithUnit(props.value)}
    </span>
  )
}
