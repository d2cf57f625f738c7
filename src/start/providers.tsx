import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { DirectionProvider, useDirection } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { Provider as UrqlProvider } from 'urql'
import { commerceClient, resetCommerceClient, subscribeCommerceClient } from '../api/graphql.ts'
import { directionOf, i18n, onLanguageChange } from '../i18n/i18n.ts'
import { MantineContextProvider } from '../ui/theme/mantine-context.tsx'
import { theme } from '../ui/theme/theme.ts'

// Keeps Mantine's direction (drawers, menus, inputs) in step with the language, and the
// commerce answers too: the server words some of them in the asking language (shipping
// methods, ways to pay, messages), so what was kept in the other language is asked again.
function DirectionSync() {
  const { setDirection } = useDirection()
  useEffect(
    () =>
      onLanguageChange((language) => {
        setDirection(directionOf(language))
        resetCommerceClient()
      }),
    [setDirection],
  )
  return null
}

export function Providers(props: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeCommerceClient, commerceClient, commerceClient)
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider
        detectDirection
        initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
      >
        <DirectionSync />
        <MantineContextProvider theme={theme}>
          <UrqlProvider value={client}>{props.children}</UrqlProvider>
        </MantineContextProvider>
      </DirectionProvider>
    </I18nProvider>
  )
}
