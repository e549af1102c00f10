import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/http/errors.js';
import { checkWebhookUrl } from '../../../shared/webhooks/webhook-url.js';

const saved = { insecure: process.env.ALLOW_INSECURE_WEBHOOKS, stage: process.env.STAGE };
beforeEach(() => {
  delete process.env.ALLOW_INSECURE_WEBHOOKS;
  process.env.STAGE = 'local';
});
afterEach(() => {
  for (const [name, value] of [['ALLOW_INSECURE_WEBHOOKS', saved.insecure], ['STAGE', saved.stage]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function refusal(url: string): Promise<string | undefined> {
  try {
    await checkWebhookUrl(url);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    return ((error as HttpError).extra.errors as { type: string }[])[0]!.type;
  }
}

describe('checkWebhookUrl', () => {
  it('accepts https to a public address and normalizes it', async () => {
    expect(await checkWebhookUrl('HTTPS://93.184.216.34:8443/hook?x=1')).toBe('https://93.184.216.34:8443/hook?x=1');
  });

  it('refuses plain http and loopback unless ALLOW_INSECURE_WEBHOOKS=1 in the local stage', async () => {
    expect(await refusal('http://127.0.0.1:9000/hook')).toBe('url_scheme');
    expect(await refusal('https://127.0.0.1/hook')).toBe('url_blocked');
    process.env.ALLOW_INSECURE_WEBHOOKS = '1';
    expect(await refusal('http://127.0.0.1:9000/hook')).toBeUndefined();
    expect(await refusal('http://localhost:9000/hook')).toBeUndefined();
    expect(await refusal('http://[::1]:9000/hook')).toBeUndefined();
    // The allowance is for loopback only: http elsewhere, and private ranges, stay refused.
    expect(await refusal('http://93.184.216.34/hook')).toBe('url_scheme');
    expect(await refusal('http://10.0.0.1/hook')).toBe('url_scheme');
    expect(await refusal('https://10.0.0.1/hook')).toBe('url_blocked');
    expect(await refusal('http://[::ffff:127.0.0.1]/hook')).toBe('url_scheme');
    process.env.STAGE = 'prod';
    expect(await refusal('http://127.0.0.1:9000/hook')).toBe('url_scheme');
  });
});
