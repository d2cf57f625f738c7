import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { MyCarsScreen } from '../../features/account/cars/my-cars-screen.tsx'

export const Route = createFileRoute('/_customer/mycars')({
  loader: () =>
    warmPage(
      () => import('../../features/account/api/cars.ts'),
      (m) => m.carsRead(),
    ),
  component: MyCarsScreen,
})
