import '@mantine/core/styles/Accordion.css'
// /service-center/list/{id}/: the centers of one type in the person's city, best rated first,
// as an accordion.
import { useState } from 'react'
import { Accordion, Button, Stack } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { CenterItem } from './center-item.tsx'
import { fetchCenters } from './api/finder.ts'
import { useFinderCity } from './use-finder-city.ts'
import { useRead } from '../../api/use-read.ts'

export function CentersScreen(props: { typeId: number }) {
  const { t, i18n } = useLingui()
  const failure = useFailureText()
  const { city, loading: cityLoading } = useFinderCity()
  const [open, setOpen] = useState<string | null>(null)
  const centers = useRead(city ? `centers:${props.typeId}:${city.id}:${i18n.locale}` : null, () =>
    fetchCenters(props.typeId, city?.id ?? 0),
  )

  let content
  if (cityLoading || centers.loading) {
    content = <ListSkeleton rows={4} height={64} />
  } else if (!city) {
    content = (
      <EmptyState
        message={t`Choose your city to see its service centers.`}
        action={
          <Button component={Link} to="/store/edit/">
            {t`Choose your city`}
          </Button>
        }
      />
    )
  } else if (centers.error) {
    content = (
      <EmptyState
        message={failure(centers.error)}
        action={
          <Button variant="light" onClick={centers.reload}>
            {t`Try again`}
          </Button>
        }
      />
    )
  } else if (!centers.data || centers.data.length === 0) {
    content = (
      <EmptyState
        message={t`No service center was found.`}
        icon={<IconBuildingStore size={48} stroke={1.2} />}
      />
    )
  } else {
    content = (
      <Accordion variant="separated" radius="md" value={open} onChange={setOpen}>
        {centers.data.map((center) => (
          <CenterItem key={center.id} center={center} open={open === String(center.id)} />
        ))}
      </Accordion>
    )
  }

  return (
    <>
      <ScreenTitle>{centers.data?.[0]?.type.name ?? t`HiG Centers`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {content}
      </Stack>
    </>
  )
}
