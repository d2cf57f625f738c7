// The three checkout steps (cart, shipping, checkout), shown by the cart and the checkout steps.
import { useLingui } from '@lingui/react/macro'
import { Stepper } from '../../ui/stepper/stepper.tsx'

export function CheckoutStepper(props: { current: 0 | 1 | 2 }) {
  const { t } = useLingui()
  return (
    <Stepper
      label={t`Checkout steps`}
      current={props.current}
      steps={[
        { label: t`Cart`, to: '/cart/' },
        { label: t`Shipping`, to: '/delivery/' },
        { label: t`Checkout`, to: '/payment/' },
      ]}
    />
  )
}
