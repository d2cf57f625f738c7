// The store location a person chose (province and city, kept in the session) and the sales
// channel it selects. Until they choose, the catalog is Muscat's, the default channel.
import { session, type StoreLocation } from '../../api/session-store.ts'

export const DEFAULT_CHANNEL = 'muscat'

export function channelOf(location: StoreLocation | null): string {
  return location?.channel || DEFAULT_CHANNEL
}

export function useStoreLocation(): StoreLocation | null {
  return session.use((state) => state.location)
}

export function useChannel(): string {
  return session.use((state) => channelOf(state.location))
}

export function currentChannel(): string {
  return channelOf(session.get().location)
}

export function chooseStoreLocation(location: StoreLocation): void {
  session.set((state) => ({ ...state, location }), { flush: true })
}
