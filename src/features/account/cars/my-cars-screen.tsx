import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCar, IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { RowActions } from '../../../ui/lists/row-actions.tsx'
import { LoadError } from '../shared/load-error.tsx'
import { useReadQuery } from '../../../api/use-read.ts'
import { CarModal } from './car-modal.tsx'
import { addCar, carsRead, deleteCar, updateCar, type UserCar } from '../api/cars.ts'
import { DeleteCarDialog } from './delete-car-dialog.tsx'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'
import { useSaving } from '../../../ui/failure/use-saving.ts'

type Editing = { mode: 'add' } | { mode: 'edit'; car: UserCar } | null

export function MyCarsScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  const cars = useReadQuery(carsRead())
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<UserCar | null>(null)
  const { saving: busy, save: saveWith } = useSaving()

  const run = (work: () => Promise<{ message?: string }>, fallback: string) =>
    saveWith(async () => {
      const answer = await work()
      toast.success(answer.message || fallback)
      cars.reload()
    })

  const save = async (car: { modelId: number; year: number }) => {
    if (!editing) return
    const done =
      editing.mode === 'add'
        ? await run(() => addCar(car), t`The car was added.`)
        : await run(() => updateCar(editing.car.user_car_id, car), t`The car was updated.`)
    if (done) setEditing(null)
  }

  const remove = async () => {
    if (!deleting) return
    if (await run(() => deleteCar(deleting.user_car_id), t`The car was deleted.`)) setDeleting(null)
  }

  const list = () => {
    if (cars.error && !cars.data)
      return <LoadError message={failureText(cars.error)} onRetry={cars.reload} />
    if (!cars.data) return <ListSkeleton rows={3} height={64} />
    if (cars.data.length === 0)
      return (
        <EmptyState
          message={t`You have no cars yet.`}
          icon={<IconCar size={48} stroke={1.2} />}
          action={
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => setEditing({ mode: 'add' })}
              data-testid="car-add"
            >
              {t`Add a car`}
            </Button>
          }
        />
      )
    return (
      <Stack gap="sm" data-testid="car-list">
        {cars.data.map((car) => (
          <Paper key={car.user_car_id} withBorder radius="lg" p="sm" data-testid="car-item">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconCar size={28} stroke={1.4} aria-hidden="true" />
                <div>
                  <Text fw={600} dir="auto" data-testid="car-name">
                    {car.car_name}
                  </Text>
                  <Text size="sm" c="dimmed" className="ltr-number">
                    {car.year}
                  </Text>
                </div>
              </Group>
              <RowActions
                name={car.car_name}
                onEdit={() => setEditing({ mode: 'edit', car })}
                onDelete={() => setDeleting(car)}
                testIds={{ edit: 'car-edit', delete: 'car-delete' }}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    )
  }

  return (
    <>
      <ScreenTitle>{t`My cars`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {list()}
        {cars.data && cars.data.length > 0 && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="car-add"
          >
            {t`Add a car`}
          </Button>
        )}
      </Stack>
      {editing && (
        <CarModal
          key={editing.mode === 'edit' ? editing.car.user_car_id : 'add'}
          opened
          title={editing.mode === 'add' ? t`Add a car` : t`Edit car`}
          initial={
            editing.mode === 'edit'
              ? {
                  typeId: editing.car.type_id,
                  brandId: editing.car.brand_id,
                  modelId: editing.car.model_id,
                  year: editing.car.year,
                }
              : null
          }
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={(car) => void save(car)}
        />
      )}
      <DeleteCarDialog
        opened={deleting !== null}
        carName={deleting?.car_name ?? ''}
        busy={busy}
        onNo={() => setDeleting(null)}
        onYes={() => void remove()}
      />
    </>
  )
}
