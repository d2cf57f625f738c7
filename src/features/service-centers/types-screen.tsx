// /service-center/: the types of service center that have centers in the person's city, each
// leading to its centers.
import '@mantine/core/styles/Anchor.css'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconChevronRight, IconMapPinSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { fetchCenterTypes } from './api/finder.ts'
import classes from './service-centers.module.css'
import { useFinderCity } from './use-finder-city.ts'
import { useRead } from '../../api/use-read.ts'

export function TypesScreen() {
  const { t, i18n } = useLingui()
  const failure = useFailureText()
  const { city, loading: cityLoading } = useFinderCity()
  const types = useRead(city ? `types:${city.id}:${i18n.locale}` : null, () =>
    fetchCenterTypes(city?.id ?? 0),
  )

  let content
  if (cityLoading || types.loading) {
    content = <ListSkeleton rows={4} height={64} />
  } else if (!city) {
    content = (
      <EmptyState
        message={t`Choose your city to see its service centers.`}
        icon={<IconMapPinSearch size={48} stroke={1.2} />}
        action={
          <Button component={Link} to="/store/edit/">
            {t`Choose your city`}
          </Button>
        }
      />
    )
  } else if (types.error) {
    content = (
      <EmptyState
        message={failure(types.error)}
        action={
          <Button variant="light" onClick={types.reload}>
            {t`Try again`}
          </Button>
        }
      />
    )
  } else if (!types.data || types.data.length === 0) {
    content = <EmptyState message={t`No service center was found in your city.`} />
  } else {
    content = (
      <Stack gap="sm" data-testid="center-types">
        {types.data.map((type) => {
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
    )
  }

  return (
    <>
      <ScreenTitle>{t`HiG Centers`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {city && city.name && (
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {t`Service centers in ${city.name}`}
            </Text>
            <Anchor component={Link} to="/store/edit/" size="sm">
              {t`Change city`}
            </Anchor>
          </Group>
        )}
        {content}
      </Stack>
    </>
  )
}
