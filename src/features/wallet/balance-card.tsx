import '@mantine/core/styles/Skeleton.css'
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconPlus, IconWallet } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Amount } from '../../ui/money/amount.tsx'

export function BalanceCard(props: {
  balance: number | null
  error?: string | null
  onAddFunds?: () => void
}) {
  const { t } = useLingui()
  return (
    <Paper radius="lg" p="md" bg="brand.8" c="white" data-testid="wallet-balance">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Group gap={6}>
            <IconWallet size={20} aria-hidden />
            <Text size="sm">{t`Balance`}</Text>
          </Group>
          {props.balance === null ? (
            props.error ? (
              <Text size="sm">{props.error}</Text>
            ) : (
              <Skeleton height={32} width={140} />
            )
          ) : (
            <Text fz={28} fw={700}>
              <Amount value={props.balance} testId="balance-amount" />
            </Text>
          )}
        </Stack>
        {props.onAddFunds && (
          <Button variant="white" leftSection={<IconPlus size={18} />} onClick={props.onAddFunds}>
            {t`Add funds`}
          </Button>
        )}
      </Group>
    </Paper>
  )
}
