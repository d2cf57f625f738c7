// /delivery/ (checkout step 2): the person's addresses (the default one chosen for a checkout
// without one), the map modal to add or edit one (opened in add mode when there is none),
// choosing an address sets the checkout's shipping address and brings its shipping methods,
// the first working one preselected; Next sets the delivery method and goes to payment.
import { useEffect, useRef, useState } from 'react'
import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import {
  CheckoutDeliveryMethodUpdateDocument,
  CheckoutShippingAddressUpdateDocument,
  type AddressFormFieldsFragment,
  type AddressInput,
} from '../../../api/generated/commerce.ts'
import { session, useIsLoggedIn } from '../../../api/session-store.ts'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { saveAddress } from '../../../entities/address/save-address.ts'
import { CheckoutStepper } from '../../../entities/checkout/checkout-stepper.tsx'
import type { FieldError } from '../../../ui/failure/error-display.ts'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { AddressModal } from '../../../entities/address/address-modal.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { RetryState } from '../../../ui/lists/retry-state.tsx'
import { EmptyCart } from '../../../entities/checkout/empty-cart.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { personOf } from '../person.ts'
import { stepMutation } from '../api/step-mutation.ts'
import { settled, showCallFailure } from '../step-errors.ts'
import { deliveryAddressesQuery } from '../checkout-queries.ts'
import { useCheckoutDetails } from '../use-checkout-details.ts'
import { AddressOptions } from './address-options.tsx'
import { bookAddressInput } from './book-address-input.ts'
import { sameAddress } from './same-address.ts'
import { ShippingOptions } from './shipping-options.tsx'

type Editing = { address: AddressFormFieldsFragment | null } | null

export function DeliveryScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const person = personOf(session.use((state) => state.user))
  const details = useCheckoutDetails()
  const [book] = useCommerceQuery(deliveryAddressesQuery())
  const addresses = book.data?.me?.addresses ?? []
  const bookLoaded = Boolean(book.data) || Boolean(book.error)
  const [editing, setEditing] = useState<Editing>(null)
  const [choosing, setChoosing] = useState<string | null>(null)
  const [methodId, setMethodId] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const savedAddress = useRef<AddressFormFieldsFragment | null>(null)
  const autoStarted = useRef(false)
  const { checkout, checkoutId } = details

  const shipping = checkout?.shippingAddress ?? null
  const selected = shipping
    ? addresses.find((address) => sameAddress(address, shipping))
    : undefined
  const methods = checkout?.shippingMethods ?? []
  const current =
    checkout?.deliveryMethod && 'id' in checkout.deliveryMethod ? checkout.deliveryMethod.id : null
  const working = methods.filter((method) => method.active)
  const chosenMethod =
    [methodId, current, working[0]?.id].find((id) => working.some((method) => method.id === id)) ??
    null

  const gone = () => void navigate({ to: '/cart/' })

  const choose = async (address: AddressFormFieldsFragment) => {
    if (!checkoutId) return
    setChoosing(address.id)
    try {
      const answer = await stepMutation(
        CheckoutShippingAddressUpdateDocument,
        {
          id: checkoutId,
          shippingAddress: await bookAddressInput(address, person),
          validationRules: { checkRequiredFields: false },
        },
        (data) => data.checkoutShippingAddressUpdate,
      )
      if (await settled(answer, gone)) setMethodId(null)
    } catch (error) {
      showCallFailure(error)
    } finally {
      setChoosing(null)
    }
  }

  // A checkout without an address starts on the person's default one; a person without any
  // address starts by adding one.
  useEffect(() => {
    if (autoStarted.current || !bookLoaded || !checkout || details.loading) return
    autoStarted.current = true
    if (addresses.length === 0) {
      setEditing({ address: null })
      return
    }
    if (!checkout.shippingAddress) {
      const preferred = addresses.find((address) => address.isDefaultShippingAddress)
      if (preferred) void choose(preferred)
    }
    // Once, when both have loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookLoaded, checkout, details.loading])

  const saveEdited = async (
    input: AddressInput,
    mode: 'add' | 'edit',
  ): Promise<readonly FieldError[]> => {
    const saved = await saveAddress(input, mode === 'edit' ? (editing?.address?.id ?? null) : null)
    savedAddress.current = saved.address
    return saved.errors
  }

  const afterSave = () => {
    const address = savedAddress.current
    const wasSelected = editing?.address ? editing.address.id === selected?.id : true
    if (address && wasSelected) void choose(address)
  }

  // The method is set on the checkout as soon as it is chosen, so it shows chosen after a
  // reload or a later visit (decision 264); Next sets it again only if that did not land.
  const setMethod = async (id: string): Promise<boolean> => {
    if (!checkoutId) return false
    setSaving(true)
    try {
      const answer = await stepMutation(
        CheckoutDeliveryMethodUpdateDocument,
        { id: checkoutId, deliveryMethodId: id },
        (data) => data.checkoutDeliveryMethodUpdate,
      )
      return await settled(answer, gone)
    } catch (error) {
      showCallFailure(error)
      return false
    } finally {
      setSaving(false)
    }
  }

  const chooseMethod = (id: string) => {
    setMethodId(id)
    void setMethod(id)
  }

  const next = async () => {
    if (!loggedIn) {
      void navigate({ to: '/login/', search: { redirect: '/delivery/' } })
      return
    }
    if (!checkoutId || !chosenMethod) return
    if (chosenMethod === current || (await setMethod(chosenMethod)))
      void navigate({ to: '/payment/' })
  }

  let content
  const empty = !checkoutId || (checkout !== null && checkout.lines.length === 0)
  if (empty) {
    content = <EmptyCart />
  } else if (details.loading || !bookLoaded) {
    content = <ListSkeleton rows={3} height={84} />
  } else if (details.error || book.error) {
    content = (
      <RetryState
        message={t`Your delivery details could not be loaded. Check your connection and try again.`}
        onRetry={details.reload}
      />
    )
  } else {
    content = (
      <Stack gap="lg">
        {addresses.length === 0 ? (
          <EmptyState
            message={t`You have no saved addresses yet.`}
            action={
              <Button onClick={() => setEditing({ address: null })}>{t`Add a new address`}</Button>
            }
          />
        ) : (
          <AddressOptions
            addresses={addresses}
            selectedId={choosing ?? selected?.id ?? null}
            disabled={choosing !== null || saving}
            onChoose={(address) => void choose(address)}
            onEdit={(address) => setEditing({ address })}
            onAdd={() => setEditing({ address: null })}
          />
        )}
        {choosing !== null ? (
          // The address is being set and its shipping methods asked for: that can take a while.
          <Group gap="sm" role="status" data-testid="shipping-loading">
            <Loader size="sm" />
            <Text size="sm">{t`Finding the shipping methods for this address…`}</Text>
          </Group>
        ) : (
          shipping &&
          methods.length > 0 && (
            <ShippingOptions methods={methods} selectedId={chosenMethod} onChoose={chooseMethod} />
          )
        )}
        {addresses.length > 0 && (
          <Button component={Link} to="/address/d/" variant="subtle">
            {t`Manage my addresses`}
          </Button>
        )}
        {!shipping && addresses.length > 0 && (
          <Text c="dimmed" size="sm">
            {t`Choose an address to see the shipping methods.`}
          </Text>
        )}
      </Stack>
    )
  }

  return (
    <>
      <CheckoutStepper current={empty ? 0 : 1} />
      <ScreenTitle>{t`Delivery`}</ScreenTitle>
      <Stack px="md">{content}</Stack>
      {!empty && (
        <BottomBar>
          <Button
            fullWidth
            size="md"
            data-testid="delivery-next"
            loading={saving}
            disabled={!shipping || !chosenMethod || choosing !== null}
            onClick={() => void next()}
          >
            {t`Next`}
          </Button>
        </BottomBar>
      )}
      <AddressModal
        opened={editing !== null}
        address={editing?.address ?? null}
        person={person}
        onClose={() => setEditing(null)}
        onSave={saveEdited}
        onSaved={afterSave}
      />
    </>
  )
}
