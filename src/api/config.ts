// Where the backends are. Each address is build-time configuration (APP_* variables, see the
// README); the defaults are the reference backend on the app's own origin.
const env = import.meta.env

function endpoint(value: string | undefined, fallback: string): string {
  const chosen = value && value.trim() !== '' ? value.trim() : fallback
  return new URL(chosen, globalThis.location?.origin ?? 'http://localhost').toString()
}

export const apiConfig = {
  commerceUrl: endpoint(env.APP_COMMERCE_GRAPHQL_URL, '/graphql/'),
  walletUrl: endpoint(env.APP_WALLET_GRAPHQL_URL, '/graphql/wallet/'),
  otpUrl: endpoint(env.APP_OTP_GRAPHQL_URL, '/graphql/otp/'),
  restUrl: endpoint(env.APP_REST_URL, '/api/v1/'),
  // Reverse geocoding: the backend's own route (geocoding/reverse/ of the REST contract) unless
  // a Nominatim service is configured, which speaks the same contract at its own address.
  geocodingUrl: env.APP_GEOCODING_URL?.trim() ? endpoint(env.APP_GEOCODING_URL, '') : null,
  appVersion: __APP_VERSION__,
}

// A bearer token may only travel to our own backends, never to a third party.
export function isOwnBackend(url: string): boolean {
  const target = new URL(url, globalThis.location?.origin ?? 'http://localhost')
  return [apiConfig.commerceUrl, apiConfig.walletUrl, apiConfig.otpUrl, apiConfig.restUrl].some(
    (base) => target.href.startsWith(base),
  )
}
