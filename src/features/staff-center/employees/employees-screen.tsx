import '@mantine/core/styles/Affix.css'
import { ActionIcon, Affix, Box, Button, Stack } from '@mantine/core'
import { IconPlus, IconUsers } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { failureStatus } from '../../../api/failure-text.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { tokens } from '../../../ui/theme/theme-base.ts'
import { toast, useToastsAbove } from '../../../ui/toasts/toasts.tsx'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { setEmployeeActive } from '../api/employees.ts'
import { employeesList } from '../shared/staff-queries.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { KeptList, useKeptPages } from '../shared/kept-list.tsx'
import { AddEmployeeDrawer } from './add-employee-drawer.tsx'
import { EmployeeCard } from './employee-card.tsx'

const FAB_SIZE = 56
const FAB_GAP = 16

// /employees and /staffs/: the center's team, ten at a time as the list scrolls (the next
// page when the sentinel is 10 % visible); a search starts again at page 1.
export function EmployeesScreen(props: {
  title: string
  q: string
  onSearch: (q: string) => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const list = useKeptPages(employeesList(props.q))
  const [adding, setAdding] = useState(false)
  const fab = list.items.length > 0
  // The add button floats 16 px above the bottom bar; the toasts rise above it.
  useToastsAbove(fab ? FAB_SIZE + FAB_GAP : null)
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())

  const toggle = async (id: number, active: boolean) => {
    setSaving((current) => new Set(current).add(id))
    try {
      const { employee, message } = await setEmployeeActive(id, active)
      list.replace((candidate) => candidate.id === id, employee)
      toast.success(message || t`Employee updated.`)
    } catch (error) {
      toast.error(failureText(error))
    } finally {
      setSaving((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }
  }

  const title = <ScreenTitle>{props.title}</ScreenTitle>

  if (failureStatus(list.error) === 403) {
    return (
      <>
        {title}
        <AccessDenied />
      </>
    )
  }

  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setAdding(true)}
      data-testid="add-employee"
    >
      {t`Add employee`}
    </Button>
  )

  return (
    <>
      {title}
      <Box px="md" pb={96}>
        <Stack gap="md">
          <DebouncedSearchInput
            value={props.q}
            onSearch={props.onSearch}
            label={t`Search employees`}
          />
          <KeptList
            list={list}
            itemKey={(employee) => employee.id}
            renderItem={(employee) => (
              <EmployeeCard
                employee={employee}
                saving={saving.has(employee.id)}
                onToggle={(active) => void toggle(employee.id, active)}
              />
            )}
            skeletonHeight={96}
            empty={
              <EmptyState
                message={props.q ? t`No employees match this search.` : t`No employees yet.`}
                icon={<IconUsers size={48} stroke={1.2} />}
                action={addButton}
              />
            }
          />
        </Stack>
      </Box>
      {fab && (
        <Affix
          // Mantine places `right` at the inline end: left in Arabic.
          position={{ bottom: tokens.bottomNavigationHeight + FAB_GAP, right: FAB_GAP }}
          zIndex={150}
        >
          <ActionIcon
            size={FAB_SIZE}
            radius="xl"
            variant="filled"
            aria-label={t`Add employee`}
            onClick={() => setAdding(true)}
            data-testid="add-employee-fab"
          >
            <IconPlus size={26} />
          </ActionIcon>
        </Affix>
      )}
      <AddEmployeeDrawer
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false)
          list.reload()
        }}
      />
    </>
  )
}
