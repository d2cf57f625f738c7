import { formatOmr } from '#shared/domain/format-omr.ts'

// An amount on a screen, written the one way (decision 240): "12.500 OMR", one left-to-right
// run with Western digits, also inside Arabic text. A reduction (a discount, a part already
// paid, money leaving the wallet) is written with a minus, money coming in with a plus, the same
// on every screen. `unit={false}` leaves the unit to a price beside it (a struck-out original
// price); `unitClassName` styles the unit without moving it.
export function Amount(props: {
  value: number
  minus?: boolean
  plus?: boolean
  unit?: boolean
  unitClassName?: string
  testId?: string
}) {
  const sign = props.value > 0 ? (props.minus ? '-' : props.plus ? '+' : '') : ''
  return (
    <span className="ltr-number" dir="ltr" data-testid={props.testId} data-amount>
      {sign}
      {formatOmr(props.value)}
      {props.unit !== false &&
        (props.unitClassName ? (
          <>
            {' '}
            <span className={props.unitClassName}>OMR</span>
          </>
        ) : (
          ' OMR'
        ))}
    </span>
  )
}
