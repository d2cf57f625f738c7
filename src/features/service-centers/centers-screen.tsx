import '@mantine/core/styles/Accordion.css'
// /service-center/list/{id}/: the centers of one type in the person's city, best rated first,
// as an accordion.
import { useState } from 'react'
import { Accordion, Stack } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { CityList } from './city-list.tsx'
import { CenterItem } from './center-item.tsx'
import { fetchCenters } from './api/finder.ts'
import { useFinderCity } from './use-finder-city.ts'
import { useRead } from '../../api/use-read.ts'

export function CentersScreen(props: { typeId: number }) {
  const { t, i18n } = useLingui()
  const { city, loading: cityLoading } = useFinderCity()
  const [open, setOpen] = useState<string | null>(null)
  const centers = useRead(city ? `centers:${props.typeId}:${city.id}:${i18n.locale}` : null, () =>
    fetchCenters(props.typeId, city?.id ?? 0),
  )

  return (
    <>
      <ScreenTitle>{centers.data?.[0]?.type.name ?? t`HiG Centers`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <CityList
          hasCity={city !== null}
          cityLoading={cityLoading}
          read={centers}
          empty={
            <EmptyState
              message={t`No service center was found.`}
              icon={<IconBuildingStore size={48} stroke={1.2} />}
            />
          }
        >
          {(items) => (
            <Accordion variant="separated" radius="md" value={open} onChange={setOpen}>
              {items.map((center) => (
                <CenterItem key={center.id} center={center} open={open === String(center.id)} />
              ))}
            </Accordion>
          )}
        </CityList>
      </Stack>
    </>
  )
}
