import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type TLanguage } from '../../../contract/languages';
import { instantToLocal } from '../../../contract/shop-time';
import type { TDeps } from '../../http/context';
import { isSandboxWallet, SANDBOX_PROVIDER } from '../../providers/payment-sandbox';
import { receiveNotification, walletOrder } from './payments.service';
import { renderPayPage, type TPageOrder, type TPageView } from './sandbox-page';

/** A notification is a small JSON document; anything bigger is not one. */
const NOTICE_BODY_LIMIT = 65_536;
const PAGE_PATH = `/api/pay/${SANDBOX_PROVIDER}/page/:orderNo`;

/** Pay page requests one client address may make a minute (ADR 019): a person pays an order in two or three. */
export const PAY_PAGE_PER_MINUTE = 20;

type TPageRequest = FastifyRequest<{
  Params: { orderNo: string };
  Querystring: { lang?: string; exp?: string; sig?: string };
}>;

/**
 * The payment routes outside defineCall (ADR 017): the provider's notification, whose signature is over the raw
 * bytes, and the sandbox wallet's pay page, a form post. Each has its own body parser, scoped to its routes.
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: TDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>('/api/pay/:provider/notify', async (req, reply) => {
      const result = await receiveNotification(deps.db, deps.providers.payment, {
        providerName: req.params.provider,
        rawBody: typeof req.body === 'string' ? req.body : '',
        headers: req.headers,
      });
      if (result.outcome === 'rejected') {
        req.log.warn(
          { provider: req.params.provider, orderNo: result.orderNo, reason: result.reason },
          'payment notification rejected',
        );
        return reply.status(400).send({ code: 400, msg: `rejected: ${result.reason}` });
      }
      return reply.type('text/plain; charset=utf-8').send('SUCCESS');
    });
  });

  if (deps.config.payment.provider !== SANDBOX_PROVIDER) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, body),
    );
    // Throttled per client address (the default key of the app's one rate limiter, http/rate-limit.ts).
    const config = { rateLimit: { max: PAY_PAGE_PER_MINUTE, timeWindow: 60_000 } };
    scope.get(PAGE_PATH, { config }, async (req: TPageRequest, reply) => showPayPage(deps, req, reply, false));
    scope.post(PAGE_PATH, { config }, async (req: TPageRequest, reply) => showPayPage(deps, req, reply, true));
  });
}

/**
 * Whether a POST comes from the pay page itself (ADR 019): a browser sends `Origin` with every form post, so one that
 * names another site (or `null`, a sandboxed frame) is a cross-origin form and is refused. The app's own origin is
 * PUBLIC_URL's, or the host the request was addressed to. A request without `Origin` is not a browser's cross-origin
 * post (non-browser clients hold the signed link anyway).
 */
function isOwnOrigin(req: TPageRequest, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  if (origin === new URL(publicUrl).origin) return true;
  // Either scheme: behind a TLS-terminating proxy the request arrives over http for an https page.
  const host = req.headers.host;
  return Boolean(host) && (origin === `https://${host}` || origin === `http://${host}`);
}

/** `?lang=`, else the browser's first Accept-Language, else the configured default. */
function pageLanguage(req: TPageRequest, fallback: TLanguage): TLanguage {
  const accepted = req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return pickLanguage(req.query.lang || accepted, fallback);
}

/**
 * The pay page: GET shows the order and the Pay form; POST pays it on the wallet (once) and, when the box is ticked,
 * calls the shop's server back with the signed notification over HTTP, holding no database transaction meanwhile.
 */
async function showPayPage(deps: TDeps, req: TPageRequest, reply: FastifyReply, isPaying: boolean) {
  const language = pageLanguage(req, deps.config.defaultLanguage);
  const send = (status: number, view: TPageView) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // The app's policy (no-referrer) makes a browser send `Origin: null` with the page's own form post, which the
      // same-origin check would refuse; same-origin keeps the real origin on the post and still sends none elsewhere.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(renderPayPage(language, view));

  const wallet = deps.providers.payment;
  if (!wallet || !isSandboxWallet(wallet)) return send(404, { kind: 'refused', message: 'notFound' });
  // Only the link the wallet issued for this order (its QR code) opens the page: the order number alone is not enough.
  const link = wallet.checkPayLink(req.params.orderNo, req.query, deps.clock());
  if (link === 'forged') return send(403, { kind: 'refused', message: 'linkInvalid' });
  if (link === 'expired') return send(410, { kind: 'refused', message: 'linkExpired' });
  if (isPaying && !isOwnOrigin(req, deps.config.publicUrl)) {
    req.log.warn({ orderNo: req.params.orderNo, origin: req.headers.origin }, 'sandbox wallet: cross-origin post');
    return send(403, { kind: 'refused', message: 'foreignOrigin' });
  }
  const found = await walletOrder(deps.db, req.params.orderNo, deps.clock());
  if (found.state === 'unknown') return send(404, { kind: 'refused', message: 'notFound' });
  const { order } = found;
  const shown: TPageOrder = {
    orderNo: order.orderNo,
    subject: order.subject,
    totalFee: order.totalFee,
    payBefore: `${instantToLocal(order.payBefore, found.timeZone)} (${found.timeZone})`,
  };
  if (found.state === 'paid') return send(200, { kind: 'done', order: shown, title: 'paid', message: 'alreadyPaid' });
  if (found.state === 'currency') return send(400, { kind: 'refused', message: 'PAYMENT_CURRENCY_RMB_ONLY' });
  if (found.state === 'expired') return send(410, { kind: 'refused', message: 'PAYMENT_ORDER_EXPIRED' });
  if (!isPaying) {
    const query = new URLSearchParams({ exp: req.query.exp ?? '', sig: req.query.sig ?? '', lang: language });
    const action = `/api/pay/${SANDBOX_PROVIDER}/page/${encodeURIComponent(order.orderNo)}?${query}`;
    return send(200, { kind: 'form', order: shown, action });
  }

  const notice = await wallet.pay(order, deps.clock());
  const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
  if (form.get('notify') !== '1') {
    return send(200, { kind: 'done', order: shown, title: 'paid', message: 'noticeWithheld' });
  }
  const isDelivered = await wallet.notify(notice);
  if (!isDelivered) req.log.warn({ orderNo: order.orderNo }, 'sandbox wallet: payment notification not delivered');
  return send(
    200,
    isDelivered
      ? { kind: 'done', order: shown, title: 'success', message: 'successHint' }
      : { kind: 'done', order: shown, title: 'paid', message: 'noticeFailed' },
  );
}
