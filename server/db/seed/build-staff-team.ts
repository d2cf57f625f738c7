// The demo staff center's team: the demo staff member manages it with eleven colleagues,
// three of whom have left (inactive), so the employees list runs to two pages of ten. The
// inactive demo center keeps two employees of its own.
import type { Centers } from './build-centers.ts'
import type { People } from './people.ts'
import type { Rng } from './prng.ts'
import type { CenterRow } from './rows.ts'

export interface StaffTeam {
  /** Who records a bill at a center on a date (people who had left only record old bills). */
  employeeFor(center: CenterRow, daysAgo: number): number
}

export function buildStaffTeam(centers: Centers, people: People, rng: Rng): StaffTeam {
  const { staffCenter, inactiveCenter } = centers
  const current: number[] = [staffCenter.manager_user_id]
  const former: number[] = []
  for (let i = 0; i < 11; i++) {
    const active = i < 8
    const user = people.add({ cityId: staffCenter.city_id, createdDaysAgo: rng.int(400, 800) })
    centers.employ(staffCenter, user.id, { active, daysAgo: rng.int(90, 380) })
    ;(active ? current : former).push(user.id)
  }
  // One new colleague has not recorded a service yet.
  const newcomer = people.add({ cityId: staffCenter.city_id, createdDaysAgo: 12 })
  centers.employ(staffCenter, newcomer.id, { daysAgo: 5 })

  const inactiveTeam = [inactiveCenter.manager_user_id]
  for (let i = 0; i < 2; i++) {
    const user = people.add({ cityId: inactiveCenter.city_id })
    centers.employ(inactiveCenter, user.id, { daysAgo: rng.int(200, 500) })
    inactiveTeam.push(user.id)
  }

  return {
    employeeFor(center, daysAgo) {
      if (center.id === staffCenter.id)
        return rng.pick(daysAgo > 60 && rng.chance(0.35) ? former : current)
      if (center.id === inactiveCenter.id) return rng.pick(inactiveTeam)
      return center.manager_user_id
    },
  }
}
