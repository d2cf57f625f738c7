import { lazy, Suspense, useState } from 'react'
import { IconMapPin } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useStoreLocation } from '../../../entities/store-location/store-location.ts'
import classes from './location-chip.module.css'

// The modal (and the REST client it uses) loads when first opened.
const StoreLocationModal = lazy(() =>
  import('./store-location-modal.tsx').then((module) => ({ default: module.StoreLocationModal })),
)

// Where the catalog comes from, and the way to change it. A first-time visitor sees
// Muscat's catalog (the default store) with an invitation to choose; nothing pops up on its
// own, so the home page's popup banner never competes with it.
export function LocationChip() {
  const { t } = useLingui()
  const location = useStoreLocation()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const open = () => {
    setLoaded(true)
    setOpened(true)
  }
  return (
    <>
      <button
        type="button"
        className={classes.chip}
        onClick={open}
        data-testid="location-chip"
        data-chosen={location ? 'true' : 'false'}
      >
        <IconMapPin size={18} aria-hidden="true" />
        {location ? (
          <span>
            {t`Store`}: <strong>{location.cityName}</strong>, {location.provinceName}
          </span>
        ) : (
          <span>
            {t`Showing the Muscat store.`}{' '}
            <strong className={classes.call}>{t`Choose your location`}</strong>
          </span>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <StoreLocationModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
