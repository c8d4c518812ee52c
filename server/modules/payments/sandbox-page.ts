import { ERRORS } from '../../../contract/errors';
import type { TLanguage, TTranslated } from '../../../contract/languages';

/**
 * The sandbox wallet's pay page (ADR 017): plain server-rendered HTML in the five languages. The app's CSP forbids
 * inline script, so it is a form and nothing else; inline style is allowed.
 */

const TEXTS = {
  wallet: {
    'zh-CN': '沙盒钱包',
    'it-IT': 'Portafoglio sandbox',
    en: 'Sandbox wallet',
    es: 'Monedero sandbox',
    fr: 'Portefeuille sandbox',
  },
  note: {
    'zh-CN': '这是测试钱包，不会产生真实扣款。',
    'it-IT': 'È un portafoglio di prova: non viene addebitato denaro reale.',
    en: 'This is a test wallet: no real money is moved.',
    es: 'Es un monedero de prueba: no se mueve dinero real.',
    fr: 'Ceci est un portefeuille de test : aucun argent réel n’est débité.',
  },
  orderNo: {
    'zh-CN': '订单号',
    'it-IT': 'Numero ordine',
    en: 'Order number',
    es: 'Número de pedido',
    fr: 'N° de commande',
  },
  subject: { 'zh-CN': '商品', 'it-IT': 'Articolo', en: 'Item', es: 'Artículo', fr: 'Article' },
  amount: { 'zh-CN': '金额', 'it-IT': 'Importo', en: 'Amount', es: 'Importe', fr: 'Montant' },
  payBefore: {
    'zh-CN': '请在此时间前支付',
    'it-IT': 'Paga entro',
    en: 'Pay before',
    es: 'Pagar antes de',
    fr: 'Payer avant',
  },
  pay: { 'zh-CN': '支付', 'it-IT': 'Paga', en: 'Pay', es: 'Pagar', fr: 'Payer' },
  sendNotice: {
    'zh-CN': '发送支付通知',
    'it-IT': 'Invia la notifica di pagamento',
    en: 'Send the payment notification',
    es: 'Enviar la notificación de pago',
    fr: 'Envoyer la notification de paiement',
  },
  success: {
    'zh-CN': '支付成功',
    'it-IT': 'Pagamento riuscito',
    en: 'Payment successful',
    es: 'Pago realizado',
    fr: 'Paiement réussi',
  },
  successHint: {
    'zh-CN': '店铺已收到支付通知，现在可以关闭此页面。',
    'it-IT': 'Il negozio ha ricevuto la notifica di pagamento. Puoi chiudere questa pagina.',
    en: 'The shop has received the payment notification. You can close this page.',
    es: 'La tienda ha recibido la notificación de pago. Puede cerrar esta página.',
    fr: 'La boutique a reçu la notification de paiement. Vous pouvez fermer cette page.',
  },
  paid: { 'zh-CN': '已支付', 'it-IT': 'Pagato', en: 'Paid', es: 'Pagado', fr: 'Payé' },
  noticeFailed: {
    'zh-CN': '已付款，但支付通知发送失败。店铺查询订单时会看到这笔付款。',
    'it-IT':
      'Pagato, ma la notifica di pagamento non è stata consegnata. Il negozio vedrà il pagamento quando controllerà l’ordine.',
    en: 'Paid, but the payment notification could not be delivered. The shop will see the payment when it checks the order.',
    es: 'Pagado, pero no se pudo entregar la notificación de pago. La tienda verá el pago cuando consulte el pedido.',
    fr: 'Payé, mais la notification de paiement n’a pas pu être remise. La boutique verra le paiement en consultant la commande.',
  },
  noticeWithheld: {
    'zh-CN': '已付款，未发送支付通知。店铺查询订单时会看到这笔付款。',
    'it-IT':
      'Pagato senza inviare la notifica di pagamento. Il negozio vedrà il pagamento quando controllerà l’ordine.',
    en: 'Paid without sending the payment notification. The shop will see the payment when it checks the order.',
    es: 'Pagado sin enviar la notificación de pago. La tienda verá el pago cuando consulte el pedido.',
    fr: 'Payé sans envoyer la notification de paiement. La boutique verra le paiement en consultant la commande.',
  },
  alreadyPaid: {
    'zh-CN': '该订单已支付。',
    'it-IT': 'Questo ordine è già stato pagato.',
    en: 'This order has already been paid.',
    es: 'Este pedido ya se ha pagado.',
    fr: 'Cette commande a déjà été payée.',
  },
  notFound: {
    'zh-CN': '订单不存在。',
    'it-IT': 'Ordine non trovato.',
    en: 'Order not found.',
    es: 'Pedido no encontrado.',
    fr: 'Commande introuvable.',
  },
  linkInvalid: {
    'zh-CN': '支付链接无效。请扫描应用中显示的二维码。',
    'it-IT': 'Il link di pagamento non è valido. Inquadra il codice QR mostrato nell’app.',
    en: 'This payment link is not valid. Scan the QR code shown in the app.',
    es: 'Este enlace de pago no es válido. Escanee el código QR que muestra la aplicación.',
    fr: 'Ce lien de paiement n’est pas valide. Scannez le code QR affiché dans l’application.',
  },
  linkExpired: {
    'zh-CN': '支付链接已过期。请在应用中重新生成二维码。',
    'it-IT': 'Il link di pagamento è scaduto. Genera un nuovo codice QR nell’app.',
    en: 'This payment link has expired. Make a new QR code in the app.',
    es: 'Este enlace de pago ha caducado. Genere un nuevo código QR en la aplicación.',
    fr: 'Ce lien de paiement a expiré. Générez un nouveau code QR dans l’application.',
  },
  foreignOrigin: {
    'zh-CN': '只能在钱包自己的支付页面上付款。',
    'it-IT': 'Il pagamento si può fare solo dalla pagina di pagamento del portafoglio.',
    en: 'A payment can only be made from the wallet’s own pay page.',
    es: 'Solo se puede pagar desde la propia página de pago del monedero.',
    fr: 'Le paiement ne peut se faire que depuis la page de paiement du portefeuille.',
  },
  cannotPay: {
    'zh-CN': '无法支付',
    'it-IT': 'Impossibile pagare',
    en: 'Cannot pay',
    es: 'No se puede pagar',
    fr: 'Paiement impossible',
  },
} satisfies Record<string, TTranslated>;

export type TPageText = keyof typeof TEXTS;

/** The order as the page shows it. */
export type TPageOrder = { orderNo: string; subject: string; totalFee: number; payBefore: string };

/** What the page shows: the form to pay, or the outcome of a payment or a refusal. */
export type TPageView =
  | { kind: 'form'; order: TPageOrder; action: string }
  | { kind: 'done'; order: TPageOrder; title: TPageText; message?: TPageText }
  | { kind: 'refused'; message: TPageText | 'PAYMENT_ORDER_EXPIRED' | 'PAYMENT_CURRENCY_RMB_ONLY' };

/** CNY cents as the wallet shows them, '¥99.00', in integer arithmetic. */
export function formatYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}¥${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = {
  body: 'margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f',
  card: 'box-sizing:border-box;width:100%;max-width:380px;margin:16px;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)',
  wallet: 'margin:0 0 4px;font-size:20px;color:#0b6b3a',
  note: 'margin:0 0 20px;font-size:12px;color:#595959',
  row: 'display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #f0f0f0;font-size:14px',
  label: 'color:#595959',
  amount: 'margin:20px 0;text-align:center;font-size:32px;font-weight:600',
  check: 'display:flex;align-items:center;gap:8px;margin:0 0 16px;font-size:14px',
  button:
    'width:100%;padding:12px;border:0;border-radius:8px;background:#0b6b3a;color:#fff;font-size:16px;cursor:pointer',
  title: 'margin:0 0 12px;font-size:18px',
  message: 'margin:0;font-size:14px;line-height:1.5',
};

function orderRows(language: TLanguage, order: TPageOrder) {
  const row = (label: string, value: string) =>
    `<div style="${STYLE.row}"><span style="${STYLE.label}">${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`;
  return [
    row(TEXTS.subject[language], order.subject),
    row(TEXTS.orderNo[language], order.orderNo),
    row(TEXTS.payBefore[language], order.payBefore),
  ].join('');
}

/** The whole page of a view in a language. */
export function renderPayPage(language: TLanguage, view: TPageView): string {
  const t = (key: TPageText) => escapeHtml(TEXTS[key][language]);
  let content: string;
  if (view.kind === 'form') {
    content = `${orderRows(language, view.order)}
<p style="${STYLE.amount}">${escapeHtml(formatYuan(view.order.totalFee))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<label style="${STYLE.check}"><input type="checkbox" name="notify" value="1" checked> ${t('sendNotice')}</label>
<button type="submit" style="${STYLE.button}">${t('pay')}</button>
</form>`;
  } else if (view.kind === 'done') {
    content = `<h2 style="${STYLE.title}">${t(view.title)}</h2>
${orderRows(language, view.order)}
<p style="${STYLE.amount}">${escapeHtml(formatYuan(view.order.totalFee))}</p>
${view.message ? `<p style="${STYLE.message}">${t(view.message)}</p>` : ''}`;
  } else {
    const text = view.message in ERRORS ? ERRORS[view.message as keyof typeof ERRORS][language] : '';
    content = `<h2 style="${STYLE.title}">${t('cannotPay')}</h2>
<p style="${STYLE.message}">${escapeHtml(text || TEXTS[view.message as TPageText][language])}</p>`;
  }
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('wallet')}</title>
</head>
<body style="${STYLE.body}">
<main style="${STYLE.card}">
<h1 style="${STYLE.wallet}">${t('wallet')}</h1>
<p style="${STYLE.note}">${t('note')}</p>
${content}
</main>
</body>
</html>
`;
}
