/**
 * The local provider's checkout and portal pages (`/local/billing/...` on the local front), so a
 * person can complete a checkout or cancel in a browser with no Stripe account. Completing one
 * posts the signed, Stripe-shaped events to POST /billing/webhook over HTTP: the plan change goes
 * through the very code path Stripe's events take. Sessions arrive signed in the URL
 * (shared/billing/local-provider.ts); the pages keep no state.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  checkoutCompletedEvents,
  openSession,
  portalCancelEvent,
  type CheckoutSession,
  type LocalSession,
  type PortalSession,
  type SignedEvent,
} from '../../shared/billing/local-provider.js';
import { API_PREFIX } from '../../shared/http/route-match.js';
import { BILLING_PAGES_PREFIX } from './http-front.js';

const PRICES: Record<string, string> = { pro: '$49 per month', enterprise: 'custom pricing' };
const MAX_FORM_BYTES = 16 * 1024;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}
.box{border:1px solid #ddd;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;cursor:pointer}
.note{color:#777;font-size:.85rem}</style></head><body><div class="box">${body}</div>
<p class="note">Local payment provider: no card is charged. Stripe answers here when STRIPE_SECRET_KEY is set.</p></body></html>`;
}

const form = (action: string, token: string, label: string) =>
  `<form method="post" action="${BILLING_PAGES_PREFIX}/${action}"><input type="hidden" name="session" value="${escape(token)}"><button type="submit">${escape(label)}</button></form>`;

function checkoutPage(session: CheckoutSession, token: string): string {
  return page(
    'Checkout',
    `<h1>Subscribe to ${escape(session.plan)}</h1><p>Tenant <code>${escape(session.tenant_id)}</code>, ${escape(PRICES[session.plan] ?? '')}.</p>
${form('checkout/complete', token, 'Pay and subscribe')}<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>`,
  );
}

function portalPage(session: PortalSession, token: string): string {
  const sub = session.subscription;
  const status = !sub
    ? '<p>No paid subscription.</p>'
    : sub.cancel_at_period_end
      ? `<p>Plan <b>${escape(sub.plan)}</b>, cancelled: it stays active through ${escape(sub.period_end.slice(0, 10))}.</p>`
      : `<p>Plan <b>${escape(sub.plan)}</b>, renews on ${escape(sub.period_end.slice(0, 10))}.</p>${form('portal/cancel', token, 'Cancel at period end')}`;
  const back = session.return_url ? `<p><a href="${escape(session.return_url)}">Return</a></p>` : '';
  return page('Billing portal', `<h1>Billing</h1><p>Tenant <code>${escape(session.tenant_id)}</code>.</p>${status}${back}`);
}

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/** Posts the events to the service's own webhook endpoint, in order; true when all were taken. */
async function deliver(apiUrl: string, events: SignedEvent[]): Promise<boolean> {
  for (const event of events) {
    const res = await fetch(`${apiUrl}/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    await res.arrayBuffer();
    if (!res.ok) return false;
  }
  return true;
}

/** Serves one request under BILLING_PAGES_PREFIX. `baseUrl` is this front's own address. */
export async function serveBillingPage(req: IncomingMessage, res: ServerResponse, baseUrl: string): Promise<void> {
  const secret = process.env.BILLING_WEBHOOK_SECRET;
  const url = new URL(req.url ?? '/', baseUrl);
  const action = url.pathname.slice(BILLING_PAGES_PREFIX.length);
  if (!secret) return send(res, 503, page('Unavailable', '<p>The local payment provider is not configured.</p>'));
  const token = req.method === 'POST' ? ((await readForm(req)).get('session') ?? '') : (url.searchParams.get('session') ?? '');
  const session: LocalSession | undefined = openSession(token, secret);
  const expired = () => send(res, 400, page('Session expired', '<p>This session is invalid or has expired; start again from the API.</p>'));

  if (req.method === 'GET' && action === '/checkout') return session?.kind === 'checkout' ? send(res, 200, checkoutPage(session, token)) : expired();
  if (req.method === 'GET' && action === '/portal') return session?.kind === 'portal' ? send(res, 200, portalPage(session, token)) : expired();
  if (req.method === 'POST' && (action === '/checkout/complete' || action === '/portal/cancel')) {
    let events: SignedEvent[] | undefined;
    let next: string | undefined;
    if (action === '/checkout/complete' && session?.kind === 'checkout') {
      events = checkoutCompletedEvents(session, secret);
      next = session.success_url;
    } else if (action === '/portal/cancel' && session?.kind === 'portal') {
      const event = portalCancelEvent(session, secret);
      if (!event) return send(res, 409, page('Nothing to cancel', '<p>There is no paid subscription to cancel.</p>'));
      events = [event];
      next = session.return_url;
    }
    if (!events) return expired();
    if (!(await deliver(`${baseUrl}${API_PREFIX}`, events))) {
      return send(res, 502, page('Not applied', '<p>The service did not accept the payment events; try again.</p>'));
    }
    if (!next) return send(res, 200, page('Cancelled', '<p>Cancelled: the plan stays active until the end of its period.</p>'));
    return send(res, 303, page('Done', `<p><a href="${escape(next)}">Continue</a></p>`), { location: next });
  }
  return send(res, 404, page('Not found', '<p>No such page.</p>'));
}
