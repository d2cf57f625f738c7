// The three steps of recording a service (customer data, select service, verification).
import { useLingui } from '@lingui/react/macro'
import { Stepper } from '../../../ui/stepper/stepper.tsx'
import { backInFlow } from './flow-state.ts'

export type ServiceStep = 0 | 1 | 2

export function ServiceStepper(props: { current: ServiceStep; backLinks?: boolean }) {
  const { t } = useLingui()
  const back = props.backLinks ?? true
  return (
    <Stepper
      label={t`Service steps`}
      current={props.current}
      compact
      steps={[
        { label: t`Customer data`, to: back ? '/new-service/' : null, state: backInFlow },
        { label: t`Select service`, to: back ? '/select-service/' : null },
        { label: t`Verification`, to: null },
      ]}
    />
  )
}
