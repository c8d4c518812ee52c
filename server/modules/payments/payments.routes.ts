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

type TPageRequest = FastifyRequest<{ Params: { orderNo: string }; Querystring: { lang?: string } }>;

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
    scope.get(PAGE_PATH, async (req: TPageRequest, reply) => showPayPage(deps, req, reply, false));
    scope.post(PAGE_PATH, async (req: TPageRequest, reply) => showPayPage(deps, req, reply, true));
  });
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
      .type('text/html; charset=utf-8')
      .send(renderPayPage(language, view));

  const wallet = deps.providers.payment;
  const found = isSandboxWallet(wallet)
    ? await walletOrder(deps.db, req.params.orderNo, deps.clock())
    : ({ state: 'unknown' } as const);
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
  if (!isPaying || !isSandboxWallet(wallet)) {
    const action = `/api/pay/${SANDBOX_PROVIDER}/page/${encodeURIComponent(order.orderNo)}?lang=${language}`;
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
