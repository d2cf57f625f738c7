import { createFileRoute } from '@tanstack/react-router'
import { DeliveryScreen } from '../../../features/checkout/delivery/delivery-screen.tsx'

export const Route = createFileRoute('/_customer/delivery/')({
  staticData: { signInAt: '/login/' },
  component: DeliveryScreen,
})
