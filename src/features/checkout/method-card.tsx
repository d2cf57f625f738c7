import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import { Group, Radio, type RadioCardProps } from '@mantine/core'
import type { ReactNode } from 'react'

// One shipping method or way to pay in its Radio.Group: the radio dot, the method's picture
// when it has one, then what the step says about it.
export function MethodCard(
  props: {
    value: string
    image: string | null | undefined
    imageClassName: string | undefined
    indicatorDisabled?: boolean
    children: ReactNode
  } & Omit<RadioCardProps, 'children' | 'value'>,
) {
  const { image, imageClassName, indicatorDisabled, children, ...card } = props
  return (
    <Radio.Card radius="md" p="sm" {...card}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator size="sm" disabled={indicatorDisabled} />
        {image && <img src={image} alt="" className={imageClassName} />}
        {children}
      </Group>
    </Radio.Card>
  )
}
