// The city the finder shows: the store location the person chose, else the city of their
// profile when signed in; none for a visitor who has not chosen one.
import { useIsLoggedIn } from '../../api/session-store.ts'
import { useRead } from '../../api/use-read.ts'
import { useStoreLocation } from '../../entities/store-location/store-location.ts'
import { fetchProfileCity } from './api/finder.ts'

export interface FinderCity {
  id: number
  name: string
}

export function useFinderCity(): { city: FinderCity | null; loading: boolean } {
  const location = useStoreLocation()
  const loggedIn = useIsLoggedIn()
  const profile = useRead(!location && loggedIn ? 'profile-city' : null, fetchProfileCity)
  if (location) return { city: { id: location.cityId, name: location.cityName }, loading: false }
  return { city: profile.data ?? null, loading: profile.loading }
}
