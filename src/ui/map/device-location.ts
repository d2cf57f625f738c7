// The device's position, when the person allows it; null otherwise (refused, unavailable, too
// slow), in which case the map keeps its center.
import type { LatLng } from './map-config.ts'

export function deviceLocation(timeoutMs = 8000): Promise<LatLng | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null)
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    )
  })
}
