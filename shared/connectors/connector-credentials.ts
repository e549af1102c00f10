/**
 * Connector credentials at rest: the JSON is encrypted with the service's value cipher (KMS on
 * AWS, the local key file locally), bound to the tenant by the encryption context, so a
 * ciphertext copied into another tenant's record does not decrypt.
 */
import { valueCipher } from '../crypto/value-cipher.js';
import { connectorCredentials, type ConnectorCredentials } from './connector-fields.js';

const context = (tenantId: string) => ({ tenant_id: tenantId, purpose: 'connector-credentials' });

export async function sealCredentials(tenantId: string, credentials: ConnectorCredentials): Promise<string> {
  return valueCipher().encrypt(JSON.stringify(credentials), context(tenantId));
}

export async function openCredentials(tenantId: string, ciphertext: string): Promise<ConnectorCredentials> {
  return connectorCredentials.parse(JSON.parse(await valueCipher().decrypt(ciphertext, context(tenantId))));
}
