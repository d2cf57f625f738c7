// The staff lists' server side at ten thousand records: one center with 10,000 appointments
// (a year around today) and 10,000 bills (a year back, two items in every other one) on top
// of the demo data, then the app's own calls (through the REST API, in process, so the figure
// is the server's work without the network): appointments for the default two days, a week,
// a month and a year, by category, expired first, searched, later pages; services unfiltered,
// verified, unverified, searched by name and by phone, later pages. Reports p50 and p95.
//
// Standalone: node_modules/.bin/node scripts/bench/staff-lists.ts [--records 10000]
// In `npm run bench`: `await measureStaffLists()` (its own in-memory database).
import { startSession } from '../../server/auth/tokens.ts'
import { createApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { demoStaffCenter, demoUsers } from '../../server/db/seed/demo.ts'
import { seed } from '../../server/db/seed/index.ts'
import { silentLogger } from '../../server/log.ts'

interface Timing {
  p50: number
  p95: number
  runs: number
}

export interface StaffListsResult {
  records: number
  seedMs: number
  appointments: Timing
  services: Timing
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
  return Math.round(at * 10) / 10
}

const timing = (values: number[]): Timing => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  runs: values.length,
})

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function addRecords(db: Awaited<ReturnType<typeof openDatabase>>, count: number) {
  const center = demoStaffCenter.id
  await db.query(
    `with people as (
       select id, first_name || ' ' || last_name as name, phone, row_number() over (order by id) as n
         from users),
     goods as (
       select name_en, name_ar, row_number() over (order by id) as n from products)
     insert into appointments (center_id, customer_id, category_id, product_name_en, product_name_ar,
                               quantity, customer_name, customer_phone, delivery_date, expired_at)
     select $1, p.id, (array[1, 11, 31, 44, 57])[1 + g % 5], o.name_en, o.name_ar, 1 + g % 4,
            p.name, p.phone, current_date + (g % 365 - 182),
            case when g % 365 < 182 and g % 3 = 0 then now() - ((182 - g % 365) || ' days')::interval end
       from generate_series(1, $2::int) g
       join people p on p.n = 1 + g % (select count(*) from people)
       join goods o on o.n = 1 + (g * 7) % (select count(*) from goods)`,
    [center, count],
  )
  const before = await db.one<{ id: number }>('select coalesce(max(id), 0) as id from bills')
  await db.query(
    `with people as (select id, row_number() over (order by id) as n from users),
     team as (select user_id, row_number() over (order by id) as n from center_employees
               where center_id = $1)
     insert into bills (center_id, customer_id, user_car_id, employee_user_id, current_kilometer,
                        next_kilometer, is_coupon, is_verified, verified_at, token, created_at)
     select $1, p.id, (select c.id from user_cars c where c.user_id = p.id limit 1), t.user_id,
            10000 + g, 15000 + g, false, g % 5 <> 0, case when g % 5 <> 0 then now() end,
            md5('bench' || g), now() - (g * 52 || ' minutes')::interval
       from generate_series(1, $2::int) g
       join people p on p.n = 1 + (g * 13) % (select count(*) from people)
       join team t on t.n = 1 + g % (select count(*) from team)`,
    [center, count],
  )
  await db.query(
    `insert into bill_items (bill_id, product_name_en, product_name_ar, quantity, charge_price)
     select b.id, 'Foam Wash & Tire Shine', 'غسيل بالرغوة', 1, 3500 from bills b where b.id > $1
     union all
     select b.id, 'Oil Change Service', 'خدمة تغيير الزيت', 1, 21000 from bills b
      where b.id > $1 and b.id % 2 = 0`,
    [before!.id],
  )
  await db.exec('analyze')
}

export async function measureStaffLists(records = 10_000): Promise<StaffListsResult> {
  const db = await openDatabase({ kind: 'memory' })
  try {
    await migrate(db)
    const started = performance.now()
    await seed(db)
    await addRecords(db, records)
    const seedMs = Math.round(performance.now() - started)
    const config = loadConfig({
      DATABASE: 'memory',
      JWT_SECRET: 'bench',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'error',
    })
    const app = createApp({ db, config, log: silentLogger })
    const staff = await db.one<{ id: number }>('select id from users where phone = $1', [
      demoUsers.staff.phone,
    ])
    const token = (await startSession(db, staff!.id, config)).accessToken
    const ask = async (path: string) => {
      const begin = performance.now()
      const response = await app.request(`/api/v1/service_center/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return performance.now() - begin
    }
    const appointmentCalls = [
      `appointments/?start=${day(0)}&end=${day(1)}`,
      `appointments/?start=${day(0)}&end=${day(7)}`,
      `appointments/?start=${day(-30)}&end=${day(0)}&sort=expired`,
      `appointments/?start=${day(-182)}&end=${day(182)}`,
      `appointments/?start=${day(-182)}&end=${day(182)}&page=20`,
      `appointments/?start=${day(-182)}&end=${day(182)}&category=44&sort=expired`,
      `appointments/?start=${day(-30)}&end=${day(30)}&q=michelin`,
      `appointments/?start=${day(-182)}&end=${day(182)}&q=${encodeURIComponent('بطارية')}`,
      `appointments/?q=9123`,
    ]
    const serviceCalls = [
      'load-bills/',
      'load-bills/?is_verified=1',
      'load-bills/?is_verified=0',
      'load-bills/?page=50',
      'load-bills/?q=al%20balushi',
      'load-bills/?q=9123',
      `load-bills/?q=${encodeURIComponent('أحمد')}&is_verified=1`,
    ]
    for (const path of [...appointmentCalls, ...serviceCalls]) await ask(path) // warm-up
    const appointments: number[] = []
    const services: number[] = []
    for (let round = 0; round < 6; round++) {
      for (const path of appointmentCalls) appointments.push(await ask(path))
      for (const path of serviceCalls) services.push(await ask(path))
    }
    return { records, seedMs, appointments: timing(appointments), services: timing(services) }
  } finally {
    await db.close()
  }
}

if (import.meta.main) {
  const records = process.argv.includes('--records')
    ? Number(process.argv[process.argv.indexOf('--records') + 1])
    : 10_000
  const result = await measureStaffLists(records)
  console.log(result)
  const within = result.appointments.p95 <= 100 && result.services.p95 <= 100
  console.log(within ? 'within the 100 ms p95 budget' : 'over the 100 ms p95 budget')
  if (!within) process.exitCode = 1
}
