/**
 * Encryption of stored originals (pseudonym mappings): AWS KMS when KMS_KEY_ARN is set (on AWS),
 * otherwise AES-256-GCM with the local key the local runtime keeps in its data directory
 * (LOCAL_ENCRYPTION_KEY, 64 hex characters). Ciphertexts say which one made them.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface ValueCipher {
  encrypt(plaintext: string, context: Record<string, string>): Promise<string>;
  decrypt(ciphertext: string, context: Record<string, string>): Promise<string>;
}

const aad = (context: Record<string, string>) =>
  Buffer.from(Object.entries(context).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join('&'));

function localCipher(keyHex: string): ValueCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('LOCAL_ENCRYPTION_KEY must be 32 bytes of hex');
  return {
    async encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `local:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    async decrypt(ciphertext, context) {
      const raw = Buffer.from(ciphertext.slice('local:'.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(context));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

function kmsCipher(keyId: string): ValueCipher {
  // Loaded only where KMS is configured, so local runs and other functions never pay for it.
  const client = import('@aws-sdk/client-kms').then((kms) => ({ kms, client: new kms.KMSClient({}) }));
  return {
    async encrypt(plaintext, context) {
      const { kms, client: c } = await client;
      const out = await c.send(new kms.EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: context }));
      return `kms:${Buffer.from(out.CiphertextBlob ?? new Uint8Array()).toString('base64')}`;
    },
    async decrypt(ciphertext, context) {
      const { kms, client: c } = await client;
      const out = await c.send(
        new kms.DecryptCommand({ CiphertextBlob: Buffer.from(ciphertext.slice('kms:'.length), 'base64'), EncryptionContext: context }),
      );
      return Buffer.from(out.Plaintext ?? new Uint8Array()).toString('utf8');
    },
  };
}

let cipher: ValueCipher | undefined;

export function valueCipher(): ValueCipher {
  if (cipher) return cipher;
  const kmsKey = process.env.KMS_KEY_ARN;
  const localKey = process.env.LOCAL_ENCRYPTION_KEY;
  if (kmsKey) cipher = kmsCipher(kmsKey);
  else if (localKey) cipher = localCipher(localKey);
  else throw new Error('No encryption key configured (KMS_KEY_ARN or LOCAL_ENCRYPTION_KEY)');
  return cipher;
}
