import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../features/catalogue/home/home-screen.tsx'

export const Route = createFileRoute('/')({
  component: HomeScreen,
})
