import { createFileRoute } from '@tanstack/react-router'
import { StoreEditScreen } from '../../features/catalogue/store-location/store-edit-screen.tsx'

export const Route = createFileRoute('/store/edit')({
  component: StoreEditScreen,
})
