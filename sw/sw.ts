// The service worker: small modules joined here.
import { setUpLifecycle } from './lifecycle.ts'
import { setUpPrecache } from './precache.ts'

setUpLifecycle()
setUpPrecache()
