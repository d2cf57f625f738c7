// /payment/ (checkout step 3): the order summary, the wallet switch, the promo code, the names,
// the payment options and the billing address, then Pay, which takes one of the spec's four
// ways (payment-plan.ts, pay.ts). Input is kept whenever something is refused.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Stack } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useReadQuery } from '../../../api/use-read.ts'
import { session } from '../../../api/session-store.ts'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { CheckoutStepper } from '../../../entities/checkout/checkout-stepper.tsx'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { RetryState } from '../../../ui/lists/retry-state.tsx'
import { EmptyCart } from '../../../entities/checkout/empty-cart.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { bookAddressInput } from '../delivery/book-address-input.ts'
import { personOf } from '../person.ts'
import { showCallFailure } from '../step-errors.ts'
import { billingAddressesQuery, paymentWalletBalanceRead } from '../checkout-queries.ts'
import { useCheckoutDetails } from '../use-checkout-details.ts'
import { BillingAddress } from './billing-address.tsx'
import { nameProblem, type NameProblem } from './name-rules.ts'
import { NamesForm, type Names } from './names-form.tsx'
import { pay } from './pay.ts'
import { PaymentOptions } from './payment-options.tsx'
import { amountDue, canPay, paymentPlan } from './payment-plan.ts'
import { PaymentSummary } from './payment-summary.tsx'
import { useGatewayCharge } from './use-gateway-charge.ts'
import { GatewayChargeNote } from './gateway-charge-note.tsx'
import { PromoCode } from './promo-code.tsx'
import { usePaymentChoices } from './payment-choices.ts'
import { WALLET_SPINNER_MS, WalletToggle } from './wallet-toggle.tsx'

export function PaymentScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = session.use((state) => state.user)
  const details = useCheckoutDetails()
  const wallet = useReadQuery(paymentWalletBalanceRead())
  const { checkout, checkoutId } = details
  const { choices, choose } = usePaymentChoices(checkoutId)
  const [walletPending, setWalletPending] = useState(false)
  const walletTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [names, setNames] = useState<Names | null>(null)
  const [problem, setProblem] = useState<NameProblem | null>(null)
  const [nameErrors, setNameErrors] = useState<Partial<Record<keyof Names, string>>>({})
  const [promoRefusal, setPromoRefusal] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  // A second tap lands before React has re-rendered the disabled button: refused here too.
  const paying = useRef(false)
  const sameAsShipping = choices.billingSame
  const [book] = useCommerceQuery(billingAddressesQuery(sameAsShipping))
  const addresses = book.data?.me?.addresses ?? []
  const billing = addresses.find((address) => address.id === choices.billingAddressId) ?? null
  // A kept choice of a way to pay that is no longer offered is no choice.
  const gatewayId =
    checkout?.availablePaymentGateways.some((gateway) => gateway.id === choices.gatewayId) === true
      ? choices.gatewayId
      : null
  const useWallet = choices.useWallet
  // The part left to a gateway, read before the screen decides what to show: its quote (each
  // option's fee) is asked for as soon as it is known.
  const plan = paymentPlan(checkout ? amountDue(checkout).due : 0, wallet.data ?? 0, useWallet)
  const charge = useGatewayCharge(checkoutId, checkout, plan.gateway, gatewayId)

  // Names start as the checkout's billing names, else the person's.
  useEffect(() => {
    if (names || !checkout) return
    setNames({
      firstName: checkout.billingAddress?.firstName || user?.firstName || '',
      lastName: checkout.billingAddress?.lastName || user?.lastName || '',
    })
  }, [checkout, names, user])

  useEffect(
    () => () => {
      if (walletTimer.current) clearTimeout(walletTimer.current)
    },
    [],
  )

  const toggleWallet = (checked: boolean) => {
    setWalletPending(true)
    if (walletTimer.current) clearTimeout(walletTimer.current)
    walletTimer.current = setTimeout(() => {
      choose({ useWallet: checked })
      setWalletPending(false)
    }, WALLET_SPINNER_MS)
  }

  if (!checkoutId || (checkout && checkout.lines.length === 0)) {
    return (
      <Frame empty>
        <EmptyCart />
      </Frame>
    )
  }
  if (!checkout) {
    return (
      <Frame>
        {details.error ? (
          <RetryState
            message={t`Your order could not be loaded. Check your connection and try again.`}
            onRetry={details.reload}
          />
        ) : (
          <ListSkeleton rows={4} height={96} />
        )}
      </Frame>
    )
  }
  if (!checkout.shippingAddress || !checkout.deliveryMethod) {
    return (
      <Frame>
        <EmptyState
          message={t`Choose where and how your order is delivered first.`}
          icon={<IconTruckDelivery size={48} stroke={1.2} />}
          action={
            <Button component={Link} to="/delivery/">
              {t`Go to delivery`}
            </Button>
          }
        />
      </Frame>
    )
  }

  const shippingAddress = checkout.shippingAddress
  const { paid } = amountDue(checkout)
  const busy = processing || walletPending
  const payable = canPay(plan, gatewayId !== null && charge.ready, busy)

  const submit = async () => {
    if (paying.current) return
    const current = names ?? { firstName: '', lastName: '' }
    const found = nameProblem(current.firstName, current.lastName)
    setProblem(found)
    setNameErrors({})
    setPromoRefusal(null)
    if (found) {
      // Said under the name itself; the person is taken there.
      const field = found === 'profile.errors.last_name_required' ? 'last-name' : 'first-name'
      document.querySelector<HTMLInputElement>(`[data-testid="${field}"]`)?.focus()
      return
    }
    const address = sameAsShipping ? shippingAddress : billing
    if (!address) {
      toast.error(t`Choose the billing address.`)
      return
    }
    paying.current = true
    setProcessing(true)
    const stop = () => {
      paying.current = false
      setProcessing(false)
    }
    try {
      const input = await bookAddressInput(address, personOf(user))
      const result = await pay({
        checkoutId,
        plan,
        gatewayId: plan.gateway > 0 ? gatewayId : null,
        gatewayAmount: charge.amount,
        billing: {
          ...input,
          firstName: current.firstName.trim(),
          lastName: current.lastName.trim(),
        },
        note: session.get().cartNote,
        inline: {
          firstName: (message) => setNameErrors((current) => ({ ...current, firstName: message })),
          lastName: (message) => setNameErrors((current) => ({ ...current, lastName: message })),
          promoCode: setPromoRefusal,
          voucherCode: setPromoRefusal,
        },
      })
      if (result.kind === 'redirect') {
        window.location.assign(result.url)
        return
      }
      if (result.kind === 'done') {
        void navigate({
          to: '/payment/done/',
          search: {
            checkout_id: result.checkoutId,
            ...(result.pspReference ? { psp_reference: result.pspReference } : {}),
          },
        })
        return
      }
      if (result.kind === 'gone') void navigate({ to: '/cart/' })
      stop()
    } catch (error) {
      showCallFailure(error)
      stop()
    }
  }

  return (
    <Frame>
      <Stack gap="md">
        <PaymentSummary
          checkout={checkout}
          plan={plan}
          paid={paid}
          fee={charge.fee}
          feePercentage={charge.feePercentage}
          payable={charge.amount}
          updating={walletPending || charge.loading}
        />
        <WalletToggle
          balance={wallet.data ?? 0}
          loading={wallet.loading}
          checked={walletPending ? !useWallet : useWallet}
          disabled={processing}
          onChange={toggleWallet}
        />
        <PromoCode
          checkoutId={checkoutId}
          voucherCode={checkout.voucherCode ?? null}
          discountName={checkout.discountName ?? null}
          disabled={busy}
          refusal={promoRefusal}
          onRefusalCleared={() => setPromoRefusal(null)}
        />
        <NamesForm
          names={names ?? { firstName: '', lastName: '' }}
          problem={problem}
          serverErrors={nameErrors}
          onChange={(next) => {
            setNames(next)
            setNameErrors({})
            if (problem) setProblem(nameProblem(next.firstName, next.lastName))
          }}
        />
        {plan.gateway > 0 && (
          <PaymentOptions
            gateways={checkout.availablePaymentGateways}
            selectedId={gatewayId}
            disabled={busy}
            onChoose={(id) => choose({ gatewayId: id })}
          />
        )}
        {plan.gateway > 0 && <GatewayChargeNote charge={charge} walletUsed={plan.wallet > 0} />}
        <BillingAddress
          sameAsShipping={sameAsShipping}
          addresses={addresses}
          chosen={billing}
          disabled={busy}
          onSameChange={(same) => choose({ billingSame: same })}
          onChoose={(address) => choose({ billingAddressId: address.id })}
        />
      </Stack>
      <BottomBar>
        <Button
          fullWidth
          size="md"
          data-testid="pay"
          loading={processing}
          disabled={!payable}
          onClick={() => void submit()}
        >
          {plan.gateway > 0 ? t`Pay` : t`Place order`}
        </Button>
      </BottomBar>
    </Frame>
  )
}

// An empty cart has done no step: the stepper shows none as done.
function Frame(props: { children: ReactNode; empty?: boolean }) {
  const { t } = useLingui()
  return (
    <>
      <CheckoutStepper current={props.empty ? 0 : 2} />
      <ScreenTitle>{t`Payment`}</ScreenTitle>
      <Stack px="md">{props.children}</Stack>
    </>
  )
}
