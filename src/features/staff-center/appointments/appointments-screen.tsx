import '@mantine/core/styles/Tabs.css'
import { Box, Tabs } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { ServicesTab } from '../services/services-tab.tsx'
import type { AppointmentSearch } from './appointment-search.ts'
import { AppointmentsTab } from './appointments-tab.tsx'
import { appointmentTab } from '../shared/staff-queries.ts'

// /appointment: two tabs, APPOINTMENT (default) and SERVICES, chosen by `?tab=`. Changing tab
// starts the other tab without filters.
export function AppointmentsScreen(props: {
  search: AppointmentSearch
  onChange: (next: AppointmentSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const tab = appointmentTab(props.search)
  return (
    <>
      {/* The page is named after the tab it shows. */}
      <ScreenTitle>{tab === 'SERVICES' ? t`Services` : t`Appointments`}</ScreenTitle>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next !== tab) props.onChange(next === 'SERVICES' ? { tab: 'SERVICES' } : {})
        }}
        keepMounted={false}
      >
        <Tabs.List grow px="md">
          <Tabs.Tab value="APPOINTMENT" data-testid="tab-appointment">
            {t`Appointments`}
          </Tabs.Tab>
          <Tabs.Tab value="SERVICES" data-testid="tab-services">
            {t`Services`}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Box px="md" py="md">
        {tab === 'SERVICES' ? (
          <ServicesTab search={props.search} onChange={props.onChange} />
        ) : (
          <AppointmentsTab search={props.search} onChange={props.onChange} />
        )}
      </Box>
    </>
  )
}
