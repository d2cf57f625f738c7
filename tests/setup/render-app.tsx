// Renders a component the way the app does: theme, direction, translations (compiled from
// the real catalogs) and a GraphQL client, so every component test starts the same way.
import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { Provider as UrqlProvider, type Client } from 'urql'
import { commerceClient } from '../../src/api/graphql.ts'
import { activateLanguage, i18n, type Language } from '../../src/i18n/i18n.ts'
import { theme } from '../../src/ui/theme/theme.ts'
import { cssVariablesResolver } from '../../src/ui/theme/theme-base.ts'

export async function renderApp(
  ui: ReactElement,
  options: { language?: Language; client?: Client } = {},
) {
  const language = options.language ?? 'en'
  await activateLanguage(language)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <DirectionProvider
        initialDirection={language === 'ar' ? 'rtl' : 'ltr'}
        detectDirection={false}
      >
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <UrqlProvider value={options.client ?? commerceClient()}>{children}</UrqlProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  )
  return render(ui, { wrapper })
}
