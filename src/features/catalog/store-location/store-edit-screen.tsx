import '@mantine/core/styles/Alert.css'
import { Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import {
  chooseStoreLocation,
  useStoreLocation,
} from '../../../entities/store-location/store-location.ts'
import { StoreLocationForm } from './store-location-form.tsx'

// /store/edit/: the channel selector as a page; once chosen, back to where the person came
// from (`back`), else home.
export function StoreEditScreen(props: { back: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const current = useStoreLocation()
  return (
    <>
      <ScreenTitle>{t`Store location`}</ScreenTitle>
      <Stack px="md" gap="md" pb="xl">
        <Text c="dimmed" data-testid="store-current">
          {current
            ? t`Your store: ${current.cityName}, ${current.provinceName}.`
            : t`Choose your province and city.`}
        </Text>
        <StoreLocationForm
          current={current}
          onChosen={(location) => {
            chooseStoreLocation(location)
            void navigate({ href: props.back ?? '/' })
            toast.success(t`Your store is now ${location.cityName}, ${location.provinceName}.`)
          }}
        />
      </Stack>
    </>
  )
}
