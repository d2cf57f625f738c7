import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from './-router-context.ts'
import { StaffArea } from '../ui/staff/staff-area.tsx'

// A service center's pages: recording services, appointments, customers, stocks, employees.
// Whether the person is staff of an active center is the backend's answer, shown by each page.
export const Route = createFileRoute('/_staff')({
  beforeLoad: (args): void => requireLogin(args, '/login/'),
  component: StaffLayout,
})

function StaffLayout() {
  return (
    <StaffArea>
      <Outlet />
    </StaffArea>
  )
}
