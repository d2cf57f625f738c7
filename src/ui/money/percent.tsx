import { formatPercent } from '#shared/domain/format-omr.ts'

// A percentage ("2%", "14.29%"), one left-to-right run like every amount: in Arabic text the
// sign stays after the number.
export function Percent(props: { value: number }) {
  return (
    <span className="ltr-number" dir="ltr">
      {formatPercent(props.value)}
    </span>
  )
}
