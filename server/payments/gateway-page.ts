// The development gateway's hosted page: the amount, what it pays for, and Pay, Fail and
// Cancel, in English or Arabic. Plain HTML with inline styles and no script, like the pages
// real gateways show between the shop and the bank.
import { pick, type Language } from '../lib/language.ts'
import { formatBaisaWithUnit } from '#shared/domain/format-omr.ts'
import type { Gateway, PaymentTransaction } from './transactions.ts'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

const styles = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, 'Segoe UI', Tahoma, sans-serif; background: #eef3f5; color: #16282d; }
  main { background: #fff; border-radius: 16px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.08);
    padding: 28px 24px; width: min(92vw, 380px); }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .note { font-size: 13px; color: #5b6b70; margin: 0 0 20px; }
  .gateway { display: flex; align-items: center; gap: 12px; margin-bottom: 16px; }
  .gateway img { width: 48px; height: 48px; border-radius: 10px; }
  .amount { font-size: 28px; font-weight: 700; direction: ltr; unicode-bidi: isolate; margin: 4px 0 2px; }
  .purpose { color: #5b6b70; margin: 0 0 24px; }
  form { margin: 0; }
  button { display: block; width: 100%; font: inherit; font-size: 16px; padding: 12px; margin-top: 10px;
    border-radius: 10px; border: 1px solid #0b5e6b; cursor: pointer; background: #fff; color: #0b5e6b; }
  button.pay { background: #0b5e6b; color: #fff; font-weight: 600; }
  button.fail { border-color: #b3261e; color: #b3261e; }
  .status { padding: 12px; border-radius: 10px; background: #f3f6f7; margin-bottom: 8px; }
`

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`
}

export function gatewayPage(input: {
  transaction: PaymentTransaction
  gateway: Gateway | undefined
  language: Language
}): string {
  const { transaction, gateway, language } = input
  const t = (en: string, ar: string) => escape(pick(language, en, ar))
  const action = (name: string) =>
    `/gateway/${encodeURIComponent(transaction.pspReference)}/${name}?lang=${language}`
  const gatewayName = gateway ? pick(language, gateway.name, gateway.name_ar || gateway.name) : ''
  const purpose =
    transaction.kind === 'wallet_charge'
      ? t('Wallet top-up', 'شحن المحفظة')
      : t('Order payment', 'دفع الطلب')
  const title = t('HiG payment (development)', 'دفع هاي جي (بيئة التطوير)')
  const header = `
    <h1>${title}</h1>
    <p class="note">${t(
      'A test gateway: no card is charged and no money moves.',
      'بوابة دفع تجريبية: لا تُخصم أي مبالغ من أي بطاقة.',
    )}</p>
    <div class="gateway">
      ${gateway?.logo_url ? `<img src="${escape(gateway.logo_url)}" alt="">` : ''}
      <strong>${escape(gatewayName)}</strong>
    </div>
    <div class="amount" data-testid="gateway-amount">${formatBaisaWithUnit(transaction.amount)}</div>
    <p class="purpose">${purpose}</p>`
  if (transaction.status !== 'pending') {
    const done = {
      succeeded: t('This payment has been made.', 'تم إتمام هذه الدفعة.'),
      failed: t('This payment has failed.', 'فشلت هذه الدفعة.'),
      canceled: t('This payment was canceled.', 'تم إلغاء هذه الدفعة.'),
    }[transaction.status]
    return page(
      language,
      title,
      `${header}<p class="status" role="status">${done}</p>
      <form method="post" action="${action('return')}">
        <button class="pay" type="submit">${t('Return to the shop', 'العودة إلى المتجر')}</button>
      </form>`,
    )
  }
  return page(
    language,
    title,
    `${header}
    <form method="post" action="${action('pay')}"><button class="pay" type="submit">${t('Pay', 'ادفع')}</button></form>
    <form method="post" action="${action('fail')}"><button class="fail" type="submit">${t('Fail', 'فشل الدفع')}</button></form>
    <form method="post" action="${action('cancel')}"><button type="submit">${t('Cancel', 'إلغاء')}</button></form>`,
  )
}

export function gatewayMessagePage(language: Language, en: string, ar: string): string {
  const title = pick(language, 'HiG payment (development)', 'دفع هاي جي (بيئة التطوير)')
  return page(
    language,
    title,
    `<h1>${escape(title)}</h1><p class="status" role="alert">${escape(pick(language, en, ar))}</p>`,
  )
}
