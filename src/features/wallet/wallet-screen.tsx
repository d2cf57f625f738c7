// /wallet/: the balance, adding funds through a gateway, and the transactions (wallet GraphQL).
import { useState } from 'react'
import { Stack, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { usePagesQuery } from '../../api/use-pages.ts'
import { useReadQuery } from '../../api/use-read.ts'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { AddFundsDrawer } from './add-funds-drawer.tsx'
import { BalanceCard } from './balance-card.tsx'
import { LedgerList } from './ledger-list.tsx'
import { walletBalanceRead, walletLedger } from './api/ledger.ts'

export function WalletScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  // Read again when the device comes back online after it could not be read.
  const balance = useReadQuery(walletBalanceRead(), { againWhenOnline: true })
  const ledger = usePagesQuery(walletLedger())
  const [adding, setAdding] = useState(false)
  return (
    <>
      <ScreenTitle>{t`Wallet`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <BalanceCard
          balance={balance.data ?? null}
          error={balance.error ? failureText(balance.error) : null}
          onAddFunds={() => setAdding(true)}
        />
        <Title order={2} size="h5">
          {t`Transactions`}
        </Title>
        <LedgerList ledger={ledger} empty={t`No transactions yet.`} />
      </Stack>
      <AddFundsDrawer opened={adding} onClose={() => setAdding(false)} />
    </>
  )
}
