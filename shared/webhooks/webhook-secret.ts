/**
 * Signing secrets: generated here, stored only as valueCipher ciphertext (KMS on AWS, the local
 * key locally), bound to their tenant and webhook by the encryption context, so a ciphertext
 * copied onto another record does not decrypt.
 */
import { createHmac } from 'node:crypto';
import { valueCipher } from '../crypto/value-cipher.js';
import { randomBase62 } from '../tenancy/key-material.js';

export const generateWebhookSecret = () => `whsec_${randomBase62(40)}`;

const context = (tenantId: string, webhookId: string) => ({ purpose: 'webhook_secret', tenant_id: tenantId, webhook_id: webhookId });

export const encryptWebhookSecret = (secret: string, tenantId: string, webhookId: string) =>
  valueCipher().encrypt(secret, context(tenantId, webhookId));

export const decryptWebhookSecret = (ciphertext: string, tenantId: string, webhookId: string) =>
  valueCipher().decrypt(ciphertext, context(tenantId, webhookId));

/** `sha256=<hex HMAC-SHA256 of the raw body>` (DECISIONS: Events). */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
