import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Image.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CouponGroup } from '../api/types.ts'
import classes from './select-service.module.css'

export function CategoryPicker(props: {
  groups: readonly CouponGroup[]
  value: number | null
  onChange: (categoryId: number) => void
  /** Lines ticked per category, so a tick in a closed category still shows. */
  ticked: ReadonlyMap<number, number>
}) {
  const { t } = useLingui()
  return (
    <SimpleGrid cols={3} spacing="sm" role="radiogroup" aria-label={t`Category`}>
      {props.groups.map((group) => {
        const chosen = group.category.id === props.value
        const ticked = props.ticked.get(group.category.id) ?? 0
        return (
          <UnstyledButton
            key={group.category.id}
            role="radio"
            aria-checked={chosen}
            className={classes.category}
            data-chosen={chosen || undefined}
            onClick={() => props.onChange(group.category.id)}
            data-testid="service-category"
          >
            <Image src={group.category.image} alt="" h={48} w={48} fit="contain" mx="auto" />
            <Text size="sm" fw={600} ta="center" lineClamp={2}>
              {group.category.name}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {t`Services left`}: <span className="ltr-number">{group.service_count}</span>
            </Text>
            {ticked > 0 && (
              <Badge variant="filled" color="brand" mx="auto" data-testid="selection-count">
                {plural(ticked, { one: '# ticked', other: '# ticked' })}
              </Badge>
            )}
          </UnstyledButton>
        )
      })}
    </SimpleGrid>
  )
}
