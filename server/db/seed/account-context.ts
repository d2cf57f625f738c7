// What the builders of customer accounts (the demo customer, the coupon customers) draw on.
import type { Garage } from './build-cars.ts'
import type { Centers } from './build-centers.ts'
import type { Geography } from './build-locations.ts'
import type { Products } from './build-products.ts'
import type { StaffTeam } from './build-staff-team.ts'

export interface AccountContext {
  geo: Geography
  products: Products
  garage: Garage
  centers: Centers
  team: StaffTeam
}
