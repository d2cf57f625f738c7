// The development gateway's hosted page: the amount, what it pays for, and Pay, Fail and
// Cancel, in English or Arabic. Plain HTML with inline styles and no script, like the pages
// real gateways show between the shop and the bank.
import { pick, type Language } from '../lib/language.ts'
import { formatBaisaWithUnit } from '#shared/domain/format-omr.ts'
import type { Gateway, PaymentTransaction } from './transactions.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

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
  const t = (words: Message) => escape(translate(language, words))
  const action = (name: string) =>
    `/gateway/${encodeURIComponent(transaction.pspReference)}/${name}?lang=${language}`
  const gatewayName = gateway ? pick(language, gateway.name, gateway.name_ar || gateway.name) : ''
  const purpose =
    transaction.kind === 'wallet_charge' ? t(msg('Wallet top-up')) : t(msg('Order payment'))
  const title = t(msg('HiG payment (development)'))
  const header = `
    <h1>${title}</h1>
    <p class="note">${t(msg('A test gateway: no card is charged and no money moves.'))}</p>
    <div class="gateway">
      ${gateway?.logo_url ? `<img src="${escape(gateway.logo_url)}" alt="">` : ''}
      <strong>${escape(gatewayName)}</strong>
    </div>
    <div class="amount" data-testid="gateway-amount">${formatBaisaWithUnit(transaction.amount)}</div>
    <p class="purpose">${purpose}</p>`
  if (transaction.status !== 'pending') {
    const done = {
      succeeded: t(msg('This payment has been made.')),
      failed: t(msg('This payment has failed.')),
      canceled: t(msg('This payment was canceled.')),
    }[transaction.status]
    return page(
      language,
      title,
      `${header}<p class="status" role="status">${done}</p>
      <form method="post" action="${action('return')}">
        <button class="pay" type="submit">${t(msg('Return to the shop'))}</button>
      </form>`,
    )
  }
  return page(
    language,
    title,
    `${header}
    <form method="post" action="${action('pay')}"><button class="pay" type="submit">${t(msg('Pay'))}</button></form>
    <form method="post" action="${action('fail')}"><button class="fail" type="submit">${t(msg('Fail'))}</button></form>
    <form method="post" action="${action('cancel')}"><button type="submit">${t(msg('Cancel'))}</button></form>`,
  )
}

export function gatewayMessagePage(language: Language, words: Message): string {
  const title = translate(language, msg('HiG payment (development)'))
  return page(
    language,
    title,
    `<h1>${escape(title)}</h1><p class="status" role="alert">${escape(translate(language, words))}</p>`,
  )
}
