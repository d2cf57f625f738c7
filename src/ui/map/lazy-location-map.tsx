// The map, loaded with the first screen that shows one (pigeon-maps stays out of the first
// load), behind a skeleton of the same height.
import '@mantine/core/styles/Skeleton.css'
import { lazy, Suspense } from 'react'
import { Skeleton } from '@mantine/core'
import type { LocationMapProps } from './location-map.tsx'

const LocationMap = lazy(() =>
  import('./location-map.tsx').then((module) => ({ default: module.LocationMap })),
)

export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="md" />}>
      <LocationMap {...props} />
    </Suspense>
  )
}
