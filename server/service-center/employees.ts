// A center's team: the list with each member's verified services, adding someone by phone
// (a new person, or one who already has an account) and switching a member on or off.
// Another center's member is not found (404). Nobody switches themselves off, and the
// manager stays on: a center is never left without the person who runs it.
import type { Db } from '../db/database.ts'
import { RuleError } from './rule-error.ts'
import { centerFilter, pagedRows, type Page, type Paging } from './staff-query.ts'
import { msg } from '../i18n/message.ts'

export interface Employee {
  id: number
  first_name: string
  last_name: string
  mobile_number: string
  number_of_bills: number
  is_active: boolean
  is_manager: boolean
}

export interface NewEmployee {
  firstName: string
  lastName: string
  /** Digits with the country code: 96891234567. */
  phone: string
}

interface EmployeeRow {
  id: number
  user_id: number
  first_name: string
  last_name: string
  phone: string
  bills: number
  is_active: boolean
  is_manager: boolean
}

const columns = `e.id, e.user_id, u.first_name, u.last_name, u.phone, e.is_active, e.is_manager,
       (select count(*) from bills b where b.center_id = e.center_id
          and b.employee_user_id = e.user_id and b.is_verified)::int as bills`

const employeeOf = (row: EmployeeRow): Employee => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  mobile_number: row.phone,
  number_of_bills: row.bills,
  is_active: row.is_active,
  is_manager: row.is_manager,
})

export async function listEmployees(
  db: Db,
  centerId: number,
  q: string,
  paging: Paging,
): Promise<Page<Employee>> {
  const where = centerFilter('e.center_id', centerId)
  where.search('u.search_norm', q)
  const from = 'center_employees e join users u on u.id = e.user_id'
  // The manager, then the newest first (someone just added is at the top); switching someone
  // on or off never moves them.
  const { rows, pagination } = await pagedRows<EmployeeRow>(
    db,
    where,
    paging,
    `select count(*)::int as count from ${from}`,
    (page) => `select ${columns} from ${from} where ${where.sql()}
      order by e.is_manager desc, e.id desc ${page}`,
  )
  return { data: rows.map(employeeOf), pagination }
}

async function employeeById(db: Db, centerId: number, id: number): Promise<EmployeeRow> {
  const row = await db.one<EmployeeRow>(
    `select ${columns} from center_employees e join users u on u.id = e.user_id
      where e.id = $1 and e.center_id = $2`,
    [id, centerId],
  )
  if (!row) {
    throw new RuleError(404, msg('We could not find this employee.'))
  }
  return row
}

// The person keeps the name they have; one without a name gets the one given here.
export async function addEmployee(
  db: Db,
  centerId: number,
  person: NewEmployee,
): Promise<Employee> {
  const firstName = person.firstName.trim()
  const lastName = person.lastName.trim()
  if (firstName === '' || lastName === '') {
    throw new RuleError(400, msg('Enter the first and last name.'))
  }
  return db.transaction(async (tx) => {
    const user = await tx.one<{ id: number }>(
      `insert into users (phone, country_code, first_name, last_name) values ($1, '968', $2, $3)
       on conflict (phone) do update set
         first_name = case when users.first_name || users.last_name = '' then excluded.first_name
                           else users.first_name end,
         last_name = case when users.first_name || users.last_name = '' then excluded.last_name
                          else users.last_name end
       returning id`,
      [person.phone, firstName, lastName],
    )
    const userId = user!.id
    const elsewhere = await tx.one<{ id: number }>(
      `select e.id from center_employees e join service_centers s on s.id = e.center_id
        where e.user_id = $1 and e.center_id <> $2 and e.is_active and s.is_active`,
      [userId, centerId],
    )
    if (elsewhere) {
      throw new RuleError(409, msg('This person works at another service center.'))
    }
    const current = await tx.one<{ id: number; is_active: boolean }>(
      'select id, is_active from center_employees where center_id = $1 and user_id = $2',
      [centerId, userId],
    )
    if (current?.is_active) {
      throw new RuleError(409, msg('This person is already an employee of your center.'))
    }
    // Someone who left and comes back is switched on again, with their history.
    const row = current
      ? await tx.one<{ id: number }>(
          'update center_employees set is_active = true where id = $1 returning id',
          [current.id],
        )
      : await tx.one<{ id: number }>(
          `insert into center_employees (center_id, user_id, is_active) values ($1, $2, true)
           returning id`,
          [centerId, userId],
        )
    return employeeOf(await employeeById(tx, centerId, row!.id))
  })
}

export async function setEmployeeActive(
  db: Db,
  staff: { centerId: number; userId: number },
  id: number,
  isActive: boolean,
): Promise<Employee> {
  const employee = await employeeById(db, staff.centerId, id)
  if (!isActive && employee.user_id === staff.userId) {
    throw new RuleError(409, msg('You cannot deactivate yourself.'))
  }
  if (!isActive && employee.is_manager) {
    throw new RuleError(409, msg('The center’s manager cannot be deactivated.'))
  }
  await db.query('update center_employees set is_active = $2 where id = $1', [id, isActive])
  return employeeOf({ ...employee, is_active: isActive })
}
