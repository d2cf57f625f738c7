import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Input.css'
import { useState } from 'react'
import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StoreLocation } from '../../../api/session-store.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { citiesRead, provincesRead } from '../api/locations.ts'
import { useReadQuery } from '../../../api/use-read.ts'

// Province, then city, then the spec's Enter (Confirm): both are required, and the button stays
// disabled until both are chosen. The spec's message says so once the person has started
// choosing, never as the form opens.
export function StoreLocationForm(props: {
  current: StoreLocation | null
  onChosen: (location: StoreLocation) => void
}) {
  const { t, i18n } = useLingui()
  const [provinceId, setProvinceId] = useState<number | null>(props.current?.provinceId ?? null)
  const [cityId, setCityId] = useState<number | null>(props.current?.cityId ?? null)
  const [touched, setTouched] = useState(false)
  const provinces = useReadQuery(provincesRead(i18n.locale))
  const cities = useReadQuery(provinceId === null ? null : citiesRead(provinceId, i18n.locale))
  const province = provinces.data?.find((p) => p.id === provinceId)
  const city = cities.data?.find((c) => c.id === cityId)
  const complete = Boolean(province?.channel && city)
  const loadError = provinces.error ?? cities.error
  const failureText = useFailureText()

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!province?.channel || !city) return
        props.onChosen({
          provinceId: province.id,
          provinceName: province.name,
          cityId: city.id,
          cityName: city.name,
          channel: province.channel,
        })
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label={t`Province`}
          value={provinceId === null ? '' : String(provinceId)}
          onChange={(event) => {
            const value = event.currentTarget.value
            setProvinceId(value ? Number(value) : null)
            setCityId(null)
            setTouched(true)
          }}
          disabled={!provinces.data}
          data={[
            { value: '', label: provinces.loading ? t`Loading…` : t`Choose a province` },
            ...(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          data-testid="province-select"
        />
        <NativeSelect
          label={t`City`}
          value={cityId === null ? '' : String(cityId)}
          onChange={(event) => {
            const value = event.currentTarget.value
            setCityId(value ? Number(value) : null)
            setTouched(true)
          }}
          disabled={!cities.data}
          data={[
            { value: '', label: cities.loading ? t`Loading…` : t`Choose a city` },
            ...(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          data-testid="city-select"
        />
        {loadError && (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" data-testid="location-load-error">
                {failureText(loadError, t`We could not reach the server. Try again in a moment.`)}
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => (provinces.error ? provinces.reload() : cities.reload())}
              >
                {t`Try again`}
              </Button>
            </Stack>
          </Alert>
        )}
        {touched && !complete && (
          <Text size="sm" c="red.8" role="status" data-testid="location-required">
            {t`Choose both your province and your city.`}
          </Text>
        )}
        <Button type="submit" disabled={!complete} data-testid="location-enter">
          {t`Confirm`}
        </Button>
      </Stack>
    </form>
  )
}
