// /service-center/: the types of service center that have centers in the person's city, each
// leading to its centers.
import '@mantine/core/styles/Anchor.css'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconChevronRight, IconMapPinSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { CityList } from './city-list.tsx'
import { fetchCenterTypes } from './api/finder.ts'
import classes from './service-centers.module.css'
import { useFinderCity } from './use-finder-city.ts'
import { useRead } from '../../api/use-read.ts'

export function TypesScreen() {
  const { t, i18n } = useLingui()
  const { city, loading: cityLoading } = useFinderCity()
  const types = useRead(city ? `types:${city.id}:${i18n.locale}` : null, () =>
    fetchCenterTypes(city?.id ?? 0),
  )

  return (
    <>
      <ScreenTitle>{t`HiG Centers`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {city && city.name && (
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {t`Service centers in ${city.name}`}
            </Text>
            <Anchor
              renderRoot={(rootProps) => (
                <Link to="/store/edit/" search={{ redirect: '/service-center/' }} {...rootProps} />
              )}
              size="sm"
            >
              {t`Change city`}
            </Anchor>
          </Group>
        )}
        <CityList
          hasCity={city !== null}
          cityLoading={cityLoading}
          read={types}
          noCityIcon={<IconMapPinSearch size={48} stroke={1.2} />}
          empty={<EmptyState message={t`No service center was found in your city.`} />}
        >
          {(items) => (
            <Stack gap="sm" data-testid="center-types">
              {items.map((type) => {
                const count = type.centers_count
                return (
                  <Link
                    key={type.id}
                    to="/service-center/list/$id"
                    params={{ id: String(type.id) }}
                    className={classes.typeCard}
                  >
                    <IconBuildingStore size={26} className={classes.typeIcon} aria-hidden />
                    <Stack gap={0}>
                      <Text fw={700}>{type.name}</Text>
                      <Text size="sm" c="dimmed">
                        {plural(count, { one: '# center', other: '# centers' })}
                      </Text>
                    </Stack>
                    <IconChevronRight size={20} className={classes.chevron} aria-hidden />
                  </Link>
                )
              })}
            </Stack>
          )}
        </CityList>
      </Stack>
    </>
  )
}
