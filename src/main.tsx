import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './app/mantine-components.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.ts'
import { registerServiceWorker } from './app/service-worker.tsx'
import { activateLanguage, storedLanguage } from './i18n/i18n.ts'

await activateLanguage(storedLanguage())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)

registerServiceWorker()
