import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'

// An OMR amount, kept left to right with Western digits inside Arabic text.
export function Amount(props: { value: number; testId?: string }) {
  return (
    <span className="ltr-number" data-testid={props.testId}>
      {formatOmrWithUnit(props.value)}
    </span>
  )
}
