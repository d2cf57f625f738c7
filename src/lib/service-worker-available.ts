// Some browsers name a service worker they will not give (a private window, an address that is
// not secure): `navigator.serviceWorker` is then missing, or registering fails. The app works
// without one, offline aside; every use of it asks here first.
export function serviceWorkerAvailable(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker)
}
