// The service worker: small modules joined here.
import { setUpCatalog } from './catalog.ts'
import { setUpLifecycle } from './lifecycle.ts'
import { setUpNotificationClick } from './notification-click.ts'
import { setUpPrecache } from './precache.ts'
import { setUpPush } from './push.ts'
import { setUpStaffSync } from './staff-sync.ts'
import { setUpCartSync } from './cart-sync.ts'
import { db } from '#shared/protocols/app-database.ts'

setUpLifecycle()
setUpPrecache()
setUpPush(async () => db())
setUpNotificationClick()
setUpStaffSync()
setUpCartSync()
setUpCatalog(db)
