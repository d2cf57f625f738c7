// /credit/: the same ledger as REST pages (accounts/credit/), with the balance it reports.
import { useState } from 'react'
import { Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'
import { BalanceCard } from './balance-card.tsx'
import { LedgerList } from './ledger-list.tsx'
import { creditPage } from './ledger-source.ts'
import { useLedger } from './use-ledger.ts'

export function CreditScreen() {
  const { t } = useLingui()
  const [balance, setBalance] = useState<number | null>(null)
  const ledger = useLedger(creditPage, (page) => setBalance(page.balance))
  return (
    <>
      <ScreenTitle>{t`Credit`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <BalanceCard balance={balance} error={balance === null ? ledger.error : null} />
        <LedgerList ledger={ledger} empty={t`No credit found`} />
      </Stack>
    </>
  )
}
