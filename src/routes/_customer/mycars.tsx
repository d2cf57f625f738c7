import { createFileRoute } from '@tanstack/react-router'
import { MyCarsScreen } from '../../features/account/cars/my-cars-screen.tsx'

export const Route = createFileRoute('/_customer/mycars')({
  component: MyCarsScreen,
})
