import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../features/catalog/home/home-screen.tsx'

export const Route = createFileRoute('/')({
  component: HomeScreen,
})
