/// <reference types="vite/client" />

declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly APP_COMMERCE_GRAPHQL_URL?: string
  readonly APP_WALLET_GRAPHQL_URL?: string
  readonly APP_OTP_GRAPHQL_URL?: string
  readonly APP_REST_URL?: string
  readonly APP_MAP_TILE_URL?: string
  readonly APP_MAP_TILE_ATTRIBUTION?: string
  readonly APP_GEOCODING_URL?: string
  readonly APP_FIREBASE_API_KEY?: string
  readonly APP_FIREBASE_AUTH_DOMAIN?: string
  readonly APP_FIREBASE_PROJECT_ID?: string
  readonly APP_FIREBASE_MESSAGING_SENDER_ID?: string
  readonly APP_FIREBASE_APP_ID?: string
  readonly APP_FIREBASE_VAPID_KEY?: string
  readonly APP_SUPPORT_PHONES?: string
  readonly APP_SUPPORT_ADDRESS?: string
  readonly APP_LICENSE_NUMBER?: string
  // The earlier spelling, still read: deployments set it before decision 280.
  readonly APP_LICENCE_NUMBER?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
