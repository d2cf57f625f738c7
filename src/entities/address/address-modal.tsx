import '@mantine/core/styles/Modal.css'
// The address modal of the account's address book and the checkout's delivery step: a
// full-screen map with a pin (centerd near Muscat, then on the device when it allows), whose
// point fills the form by reverse geocoding, and the form in a 360 px sheet below it. Adding
// starts on the map; editing opens map and form with the address. Where the address is saved
// is the caller's (`onSave`), so the same modal serves account and checkout addresses.
import { useEffect, useRef, useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Modal } from '../../ui/dialogs/dialogs.tsx'
import { useViewportSize } from '@mantine/hooks'
import { IconCurrentLocation, IconMapPinCheck } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'
import {
  AddressValidationRulesDocument,
  type AddressFormFieldsFragment,
  type AddressInput,
  type CountryCode,
} from '../../api/generated/commerce.ts'
import { showError, showFieldErrors, type FieldError } from '../../ui/failure/error-display.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { deviceLocation } from '../../ui/map/device-location.ts'
import { LazyLocationMap } from '../../ui/map/lazy-location-map.tsx'
import { MUSCAT, type LatLng } from '../../ui/map/map-config.ts'
import { reverseGeocode, type GeocodedPlace } from '../../api/reverse-geocode.ts'
import { AddressForm } from './address-form.tsx'
import {
  addressInputOf,
  emptyAddressForm,
  formValuesOf,
  withPlace,
  type AddressField,
  type AddressFormValues,
  type AddressPerson,
} from './address-form-values.ts'
import classes from './address-modal.module.css'

const ADDRESS_SHEET_HEIGHT = 360
const HEADER_HEIGHT = 60

export interface AddressModalProps {
  opened: boolean
  onClose: () => void
  /** Edit this address; none: add a new one. */
  address?: AddressFormFieldsFragment | null
  person: AddressPerson
  /** Saves the address; resolves with the server's field errors (none on success). */
  onSave: (input: AddressInput, mode: 'add' | 'edit') => Promise<readonly FieldError[]>
  onSaved?: () => void
}

export function AddressModal(props: AddressModalProps) {
  const { t } = useLingui()
  const mode = props.address ? 'edit' : 'add'
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      title={mode === 'add' ? t`New address` : t`Edit address`}
      classNames={{ body: classes.body }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {props.opened && <AddressModalContent {...props} key={props.address?.id ?? 'new'} />}
    </Modal>
  )
}

function AddressModalContent(props: AddressModalProps) {
  const { t, i18n } = useLingui()
  const mode = props.address ? 'edit' : 'add'
  const initial = props.address ? formValuesOf(props.address) : emptyAddressForm
  const [values, setValues] = useState<AddressFormValues>(initial)
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({})
  const [step, setStep] = useState<'map' | 'form'>(mode === 'add' ? 'map' : 'form')
  const [center, setCenter] = useState<LatLng>(initial.location ?? MUSCAT)
  const [locating, setLocating] = useState(false)
  const [geocoding, setGeocoding] = useState(false)
  const [saving, setSaving] = useState(false)
  const moved = useRef(false)
  const [preview, setPreview] = useState<{ key: string; place: GeocodedPlace | null } | null>(null)
  const centerKey = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`
  const { height: viewport } = useViewportSize()
  const available = Math.max(320, (viewport || 700) - HEADER_HEIGHT)

  const [rules] = useQuery({
    query: AddressValidationRulesDocument,
    variables: { countryCode: (values.countryCode || 'OM') as CountryCode },
  })
  const allowedFields = rules.data?.addressValidationRules?.allowedFields ?? null

  const locate = async (quiet: boolean) => {
    setLocating(true)
    const here = await deviceLocation()
    setLocating(false)
    if (here && !(quiet && moved.current)) setCenter(here)
    else if (!here && !quiet)
      toast.info(t`Your location is not available. Move the map to your address.`)
  }

  // A new address starts where the person is, when the device says so.
  useEffect(() => {
    if (mode === 'add') void locate(true)
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // While the map moves, the place under the pin is named above it (helpful when no tiles show).
  useEffect(() => {
    if (step !== 'map') return
    const point = center
    const timer = setTimeout(() => {
      reverseGeocode(point, i18n.locale).then(
        (place) => setPreview({ key: centerKey, place }),
        () => setPreview(null),
      )
    }, 500)
    return () => clearTimeout(timer)
    // `center` changes with `centerKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centerKey, step, i18n.locale])

  const confirmLocation = async () => {
    setGeocoding(true)
    try {
      const place =
        preview?.key === centerKey ? preview.place : await reverseGeocode(center, i18n.locale)
      if (!place) {
        toast.error(t`No address was found at this point. Move the pin closer to your address.`)
        return
      }
      setValues((current) => withPlace(current, place, center))
      setStep('form')
    } catch {
      toast.error(
        t`The address of this point could not be found. Check your connection and try again.`,
      )
    } finally {
      setGeocoding(false)
    }
  }

  const save = async () => {
    setSaving(true)
    try {
      const errors = await props.onSave(addressInputOf(values, props.person, allowedFields), mode)
      if (errors.length > 0) {
        const under = (field: AddressField) => (message: string) =>
          setServerErrors((current) => ({ ...current, [field]: message }))
        showFieldErrors(errors, t`Something went wrong. Try again.`, {
          companyName: under('companyName'),
          streetAddress1: under('streetAddress1'),
          streetAddress2: under('streetAddress2'),
          countryArea: under('streetAddress2'),
          city: under('city'),
          postalCode: under('postalCode'),
        })
        return
      }
      toast.success(mode === 'add' ? t`Address saved.` : t`Address updated.`)
      props.onSaved?.()
      props.onClose()
    } catch (error) {
      showError(error, t`Something went wrong. Try again.`)
    } finally {
      setSaving(false)
    }
  }

  const mapHeight = step === 'map' ? available : Math.max(160, available - ADDRESS_SHEET_HEIGHT)
  return (
    <div className={classes.stage} style={{ height: available }}>
      <LazyLocationMap
        center={center}
        height={mapHeight}
        picking={step === 'map'}
        marker={step === 'form' ? values.location : null}
        label={t`Map: move it to put the pin on your address`}
        onCenterChange={(point) => {
          moved.current = true
          setCenter(point)
        }}
      />
      {step === 'map' && preview?.key === centerKey && (
        <Paper className={classes.placeLabel} shadow="sm" px="sm" py={6} role="status">
          <Text size="sm" fw={600} data-testid="pin-place">
            {preview.place
              ? [preview.place.street, preview.place.city, preview.place.province]
                  .filter(Boolean)
                  .join(i18n.locale === 'ar' ? '، ' : ', ')
              : t`No address here`}
          </Text>
        </Paper>
      )}
      {step === 'map' ? (
        <Stack className={classes.mapActions} gap="sm">
          <Group justify="flex-end">
            <Button
              variant="white"
              leftSection={<IconCurrentLocation size={18} />}
              loading={locating}
              onClick={() => void locate(false)}
            >
              {t`My location`}
            </Button>
          </Group>
          <Button
            size="md"
            leftSection={<IconMapPinCheck size={20} />}
            loading={geocoding}
            onClick={() => void confirmLocation()}
          >
            {t`Confirm location`}
          </Button>
        </Stack>
      ) : (
        <Paper
          className={classes.sheet}
          h={ADDRESS_SHEET_HEIGHT}
          shadow="md"
          p="md"
          data-testid="address-sheet"
        >
          <AddressForm
            values={values}
            onChange={(next) => {
              setValues(next)
              setServerErrors({})
            }}
            serverErrors={serverErrors}
            onSubmit={() => void save()}
            onChangeLocation={() => {
              if (values.location) setCenter(values.location)
              setStep('map')
            }}
            submitting={saving}
            submitLabel={mode === 'add' ? t`Save address` : t`Save changes`}
          />
        </Paper>
      )}
    </div>
  )
}
