import '@mantine/core/styles/Affix.css'
import { ActionIcon, Affix, Box, Button, Group, Stack } from '@mantine/core'
import { IconPlus, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { failureStatus } from '../../../api/failure-text.ts'
import { ScreenTitle } from '../../../app/screen-title.tsx'
import { tokens } from '../../../app/theme-base.ts'
import { toast } from '../../../app/toasts.tsx'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { setEmployeeActive } from '../api/employees.ts'
import { employeesList } from '../shared/staff-queries.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { KeptList, useKeptPages } from '../shared/kept-list.tsx'
import { AddEmployeeDrawer } from './add-employee-drawer.tsx'
import { EmployeeCard } from './employee-card.tsx'

// /employees and /staffs/: the center's team, ten at a time as the list scrolls (the next
// page when the sentinel is 10 % visible); a search starts again at page 1.
export function EmployeesScreen(props: {
  title: string
  q: string
  onSearch: (q: string) => void
  /** The spec's my-staff page leads back to the profile. */
  backToProfile?: boolean
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const list = useKeptPages(employeesList(props.q))
  const [adding, setAdding] = useState(false)
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())

  const toggle = async (id: number, active: boolean) => {
    setSaving((current) => new Set(current).add(id))
    try {
      const { employee, message } = await setEmployeeActive(id, active)
      list.replace((candidate) => candidate.id === id, employee)
      toast.success(message || t`employee updated successfully`)
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

  const title = (
    <Group justify="space-between" wrap="nowrap" pe="md">
      <ScreenTitle>{props.title}</ScreenTitle>
      {props.backToProfile && (
        <Button
          renderRoot={(rootProps) => <Link to="/profile/" {...rootProps} />}
          variant="subtle"
          size="compact-sm"
          data-testid="back"
        >
          {t`Profile`}
        </Button>
      )}
    </Group>
  )

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
      {list.items.length > 0 && (
        <Affix
          // Mantine places `right` at the inline end: left in Arabic.
          position={{ bottom: tokens.bottomNavigationHeight + 16, right: 16 }}
          zIndex={150}
        >
          <ActionIcon
            size={56}
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
