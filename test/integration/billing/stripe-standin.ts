/**
 * A local HTTP server standing in for Stripe's API: the ONE stand-in in these tests, because
 * Stripe cannot be reached from here. The official SDK talks to it as to api.stripe.com (it takes
 * a host, port and protocol); it records what the SDK sent and answers the few objects the
 * adapter asks for, shaped as the pinned API version returns them (the period on the items).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  calls: RecordedCall[];
  /** The period end (epoch seconds) of the subscriptions it answers. */
  periodEnd: number;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: RecordedCall[] = [];
  const customersByKey = new Map<string, string>();
  const periodEnd = Math.floor(Date.now() / 1000) + 17 * 86_400;
  let sequence = 0;

  const answer = (call: RecordedCall): [number, unknown] => {
    if (call.method === 'POST' && call.path === '/v1/customers') {
      // Stripe's idempotency: the same key answers the same object.
      const key = String(call.headers['idempotency-key'] ?? `none-${++sequence}`);
      const id = customersByKey.get(key) ?? `cus_standin_${++sequence}`;
      customersByKey.set(key, id);
      return [200, { id, object: 'customer', name: call.form.name, metadata: { tenant_id: call.form['metadata[tenant_id]'] } }];
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_standin_${++sequence}`;
      return [200, { id, object: 'checkout.session', mode: call.form.mode, url: `https://checkout.stripe.com/c/pay/${id}` }];
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      return [200, { id: `bps_standin_${++sequence}`, object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_standin' }];
    }
    const subscription = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(call.path);
    if (call.method === 'POST' && subscription) {
      return [200, {
        id: subscription[1], object: 'subscription', status: 'active', customer: 'cus_standin_1',
        cancel_at_period_end: call.form.cancel_at_period_end === 'true', cancel_at: null, metadata: {},
        items: { object: 'list', data: [{ id: 'si_standin', object: 'subscription_item', price: { id: 'price_pro_standin', object: 'price' }, current_period_start: periodEnd - 30 * 86_400, current_period_end: periodEnd }] },
      }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `No stand-in for ${call.method} ${call.path}` } }];
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const call: RecordedCall = {
        method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      calls.push(call);
      const [status, payload] = answer(call);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${calls.length}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    periodEnd,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
