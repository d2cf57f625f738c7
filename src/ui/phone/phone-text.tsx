import { groupedPhone } from '#shared/domain/phone-rules.ts'

// A phone in running text or a card, in the one grouped form ("+968 9555 0101"), kept left to
// right and apart from the words around it in Arabic.
export function PhoneText(props: { value: string; testId?: string }) {
  return (
    <bdi dir="ltr" className="ltr-number" data-testid={props.testId}>
      {groupedPhone(props.value)}
    </bdi>
  )
}
