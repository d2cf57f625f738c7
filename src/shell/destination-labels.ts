import { useLingui } from '@lingui/react/macro'
import type { Destination } from './destinations.ts'

// What each destination is called in the bottom bar and the side menu.
export function useDestinationLabels(): Record<Destination, string> {
  const { t } = useLingui()
  return {
    wallet: t`Wallet`,
    cart: t`Cart`,
    home: t`Home`,
    orders: t`My orders`,
    account: t`Profile`,
    'new-service': t`New service`,
    appointments: t`Appointments`,
    stocks: t`Stocks`,
    employees: t`Employees`,
    cars: t`My cars`,
    addresses: t`Addresses`,
    bills: t`My bills`,
    notifications: t`Notifications`,
    'service-centers': t`HiG Centers`,
    'sign-in': t`Sign in / Sign up`,
    help: t`Help`,
    terms: t`Terms and privacy`,
  }
}
