import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Skeleton.css'
import { Alert, Box, Button, Group, Skeleton, Stack } from '@mantine/core'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { failureStatus } from '../../../api/failure-text.ts'
import { useRead } from '../../../api/use-read.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { phoneProblem } from '#shared/domain/phone-rules.ts'
import { loadCouponOrders } from '../api/coupon-orders.ts'
import { loadCustomerInfo, rememberCustomerInfo } from '../api/customer-info.ts'
import type { CustomerCar, CustomerInfo } from '../api/types.ts'
import {
  customerNextDisabled,
  customerStepComplete,
  customerStepProblems,
} from '../draft/draft-rules.ts'
import {
  beginPass,
  changeCustomer,
  draftPhone,
  updateDraft,
  useDraft,
} from '../draft/service-draft.ts'
import '../shared/flow-state.ts'
import { PendingLink } from '../pending/pending-link.tsx'
import { keepDevicePrimed, primeAfterLookup } from '../priming/prime-device.ts'
import { startStaffQueue } from '../queue/queue-runner.ts'
import { PhoneField } from '../../../ui/phone/phone-field.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { OfflineBanner } from '../shared/offline-banner.tsx'
import { useAccessDenied } from '../shared/use-access-denied.ts'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { ServiceStepper } from '../shared/service-stepper.tsx'
import { StaffScreenHeader } from '../shared/staff-screen-header.tsx'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { AddCarDialog } from './add-car-dialog.tsx'
import { carOf, localCarId } from '../queue/add-car.ts'
import { useCarsAddedHere, withCarsAddedHere } from './cars-added-here.ts'
import { CarPicker } from './car-picker.tsx'
import { CarYearDialog } from './car-year-dialog.tsx'
import { CustomerCard } from './customer-card.tsx'
import { CustomerNameDialog } from './customer-name-dialog.tsx'
import { KilometerInput } from './kilometer-input.tsx'
import { OrderIndicator, type OrderState } from './order-indicator.tsx'
import { useCustomerPhoneError } from './use-customer-phone-error.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

function chooseCar(car: CustomerCar | null, carClientId: string | null = null) {
  updateDraft({
    userCarId: car?.user_car_id ?? null,
    carClientId,
    carName: car?.car_name ?? '',
    carYear: car?.year ?? null,
  })
}

// Step 1: the customer, their car and the odometer.
export function NewServiceScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  const navigate = useNavigate()
  const draft = useDraft()
  const phone = phoneProblem(draft.dialCode, draft.mobile) === null ? draftPhone(draft) : null
  const phoneError = useCustomerPhoneError(draft.dialCode, draft.mobile)
  const customer = useRead(phone, () => loadCustomerInfo(phone ?? ''))
  const orders = useRead(phone, () => loadCouponOrders(phone ?? ''))
  // The answer for the phone now typed, never the previous customer's while the next loads,
  // with the cars added on this device that the answer does not hold yet.
  const looked = customer.data?.value ?? null
  const addedHere = useCarsAddedHere(phone)
  const info = useMemo(
    () => (looked && looked.username === phone ? withCarsAddedHere(looked, addedHere) : null),
    [looked, phone, addedHere],
  )
  const [dialog, setDialog] = useState<'name' | 'car' | null>(null)
  const [yearOf, setYearOf] = useState<CustomerCar | null>(null)
  const [namePrompted, setNamePrompted] = useState<string | null>(null)
  // Next was pressed with something missing: each missing field says so.
  const [triedNext, setTriedNext] = useState(false)
  // This step's own history entry: the location moves on to the next step a render before this
  // screen leaves (React 19), and that entry must not begin a pass of its own.
  const entry = useLocation({
    select: (location) =>
      location.pathname.replace(/\/$/, '') === '/new-service' ? location.state : null,
  })

  useEffect(() => {
    void startStaffQueue()
    keepDevicePrimed()
  }, [])
  // Opened anew, the first step begins a new pass: nothing ticked for an earlier one carries on.
  useEffect(() => {
    if (entry?.__TSR_key) beginPass(entry.__TSR_key, entry.serviceFlowBack === true)
  }, [entry?.__TSR_key, entry?.serviceFlowBack])
  const denied = useAccessDenied(
    customer.state.status === 'error' ? customer.state.error : null,
    orders.state.status === 'error' ? orders.state.error : null,
  )

  // The looked-up customer fills the draft; the newest car is preselected unless the draft
  // already holds one of theirs. A car added here that reached the server since takes its id.
  useEffect(() => {
    if (!info) return
    const added = addedHere.find((car) => car.clientId === draft.carClientId)
    const current = added
      ? carOf(added)
      : info.cars.find((car) => car.user_car_id === draft.userCarId)
    const chosen = current ?? info.cars.at(-1) ?? null
    const clientId =
      chosen && chosen.user_car_id < 0
        ? (addedHere.find((car) => localCarId(car) === chosen.user_car_id)?.clientId ?? null)
        : null
    if (
      draft.customerName !== info.full_name ||
      draft.isCoupon !== info.is_coupon ||
      draft.userCarId !== (chosen?.user_car_id ?? null) ||
      draft.carClientId !== clientId ||
      draft.carName !== (chosen?.car_name ?? '') ||
      draft.carYear !== (chosen?.year ?? null)
    ) {
      updateDraft({ customerName: info.full_name, isCoupon: info.is_coupon })
      chooseCar(chosen, clientId)
    }
  }, [
    info,
    addedHere,
    draft.customerName,
    draft.isCoupon,
    draft.userCarId,
    draft.carClientId,
    draft.carName,
    draft.carYear,
  ])

  // A customer without a name is offered the name dialog once.
  useEffect(() => {
    if (info && phone && info.full_name.trim() === '' && namePrompted !== phone) {
      setNamePrompted(phone)
      setDialog('name')
    }
  }, [info, phone, namePrompted])

  const online = customer.state.status === 'ready' && !customer.state.value.offline
  // A lookup the server answered: the rest of the device's customers are refreshed too, if
  // their last round is a couple of minutes old.
  useEffect(() => {
    if (online) primeAfterLookup()
  }, [online, phone])
  const orderState: OrderState =
    phone === null
      ? 'idle'
      : orders.state.status === 'loading' || orders.state.status === 'idle'
        ? 'checking'
        : orders.state.status === 'ready' &&
            orders.state.value.value.some((group) => group.service_count > 0)
          ? 'found'
          : 'not-found'
  const services =
    orders.state.status === 'ready'
      ? orders.state.value.value.reduce((sum, group) => sum + group.service_count, 0)
      : 0
  const replaceInfo = (next: CustomerInfo) => {
    customer.replace({ value: next, offline: false, savedAt: Date.now() })
    if (phone) void rememberCustomerInfo(phone, next)
  }

  const problems = triedNext ? customerStepProblems(draft, info) : null
  const next = () => {
    if (!customerStepComplete(draft, info)) {
      setTriedNext(true)
      toast.error(t`Check what you entered and try again.`)
      return
    }
    void navigate({ to: '/select-service/' })
  }

  if (denied) return <AccessDenied />
  return (
    <Box>
      <StaffScreenHeader title={t`New service`} action={<PendingLink />} />
      <ServiceStepper current={0} />
      <OfflineBanner />
      <Stack gap="md" px="md">
        <PhoneField
          label={t`Customer mobile`}
          dialCode={draft.dialCode}
          mobile={draft.mobile}
          onChange={(dialCode, mobile) => changeCustomer(dialCode, mobile)}
          error={phoneError.error}
          onBlur={phoneError.onBlur}
          othersNumber
          mobileTestId="customer-phone"
        />
        <Group gap="xs">
          <OrderIndicator state={orderState} services={services} />
        </Group>
        {customer.state.status === 'loading' && (
          <Stack gap="sm" data-testid="customer-loading">
            <Skeleton height={24} radius="md" />
            <Skeleton height={24} radius="md" />
            <Skeleton height={56} radius="md" />
            <Skeleton height={56} radius="md" />
          </Stack>
        )}
        {customer.state.status === 'error' && (
          <Alert
            color={failureStatus(customer.state.error) === 404 ? 'orange' : 'red'}
            data-testid="customer-error"
          >
            <Stack gap="xs" align="flex-start">
              <span>
                {customer.state.error.offline || failureStatus(customer.state.error) === 0
                  ? t`You are offline and this customer has not been looked up on this device before.`
                  : failureText(customer.state.error)}
              </span>
              {failureStatus(customer.state.error) !== 404 && (
                <Button size="compact-sm" variant="light" onClick={customer.reload}>
                  {t`Try again`}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {info && phone && (
          <CustomerCard
            info={info}
            phone={phone}
            canEdit={online}
            nameError={problems?.name ? t`Add the customer's name to go on.` : null}
            onAddName={() => setDialog('name')}
          >
            <CarPicker
              cars={info.cars}
              value={draft.userCarId}
              onChange={chooseCar}
              onAdd={() => setDialog('car')}
              onEditYear={setYearOf}
              canEdit={online}
              error={problems?.car ? t`Add the customer's car to go on.` : null}
            />
            <KilometerInput
              label={t`Odometer`}
              value={draft.odometer}
              onChange={(odometer) => updateDraft({ odometer })}
              testId="odometer"
              error={problems?.odometer ? t`Enter the odometer reading.` : null}
            />
            {customer.state.status === 'ready' && customer.state.value.offline && (
              <SavedAnswerNote savedAt={customer.state.value.savedAt} />
            )}
          </CustomerCard>
        )}
      </Stack>
      <BottomBar>
        <Button
          fullWidth
          size="md"
          onClick={next}
          disabled={customerNextDisabled(draft, info)}
          data-testid="customer-next"
        >
          {t`Next`}
        </Button>
      </BottomBar>
      {phone && (
        <>
          <CustomerNameDialog
            opened={dialog === 'name'}
            phone={phone}
            onClose={() => setDialog(null)}
            onSaved={replaceInfo}
          />
          <AddCarDialog
            opened={dialog === 'car'}
            phone={phone}
            onClose={() => setDialog(null)}
            onAdded={(record) => {
              const car = carOf(record)
              const onServer = car.user_car_id > 0
              // A car on the server joins the saved answer; one still queued shows from the
              // queue until it is there.
              if (looked && onServer) replaceInfo({ ...looked, cars: [...looked.cars, car] })
              chooseCar(car, onServer ? null : record.clientId)
            }}
          />
        </>
      )}
      <CarYearDialog
        car={yearOf}
        phone={phone}
        onClose={() => setYearOf(null)}
        onChanged={(car) => {
          if (info) {
            replaceInfo({
              ...info,
              cars: info.cars.map((old) => (old.user_car_id === car.user_car_id ? car : old)),
            })
          }
          chooseCar(car)
        }}
      />
    </Box>
  )
}
