import '@mantine/core/styles/Accordion.css'
import '@mantine/core/styles/Anchor.css'
import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core'
import { IconExternalLink, IconMapPin, IconUser } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { LazyLocationMap } from '../../ui/map/lazy-location-map.tsx'
import { CenterRating } from './center-rating.tsx'
import type { ServiceCenter } from './api/finder.ts'

// One center of the accordion: its rating in the header; manager, address and a map with its
// marker when opened (the map is drawn only then, at its real size).
export function CenterItem(props: { center: ServiceCenter; open: boolean }) {
  const { t, i18n } = useLingui()
  const { center } = props
  const { latitude, longitude } = center.address
  const place = { lat: latitude, lng: longitude }
  const address = [center.address.city, center.address.region, center.address.address]
    .filter(Boolean)
    .join(i18n.locale === 'ar' ? '، ' : ', ')
  return (
    <Accordion.Item value={String(center.id)} data-testid="center-item">
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700}>{center.name}</Text>
          <CenterRating value={center.rate.value} count={center.rate.count} />
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {center.user.full_name && (
            <Group gap="xs" wrap="nowrap">
              <IconUser size={18} aria-hidden />
              <Text size="sm">
                {t`Manager`}: {center.user.full_name}
              </Text>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden />
            <Text size="sm">{address}</Text>
          </Group>
          {props.open && (
            <LazyLocationMap
              center={place}
              marker={place}
              zoom={15}
              height={200}
              label={t`Map of ${center.name}`}
            />
          )}
          <Anchor
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            <Group gap={4} component="span">
              {t`Open in a maps app`}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}
