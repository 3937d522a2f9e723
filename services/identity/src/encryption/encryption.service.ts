import { randomBytes } from 'node:crypto';
import type { EncryptionStatus, EncryptionTestResult } from '@familyhub/contracts';
import {
  FIELD_CIPHER_ALGORITHM,
  FieldDecryptionError,
  forbidden,
  isEncryptedValue,
  parseFieldKey,
  protectedFieldNames,
  type Caller,
  type FieldCipher,
} from '@familyhub/server-kit';

interface Deps {
  /** FIELD_ENCRYPTION_KEY as configured. */
  fieldKey: string;
  cipher: FieldCipher;
}

const SELF_CHECK_CONTEXT = 'identity.encryption-self-check';

function flipFirstCiphertextBit(stored: string): string {
  const parts = stored.split(':');
  const ciphertext = Buffer.from(parts[parts.length - 1], 'base64url');
  ciphertext[0] ^= 0x01;
  parts[parts.length - 1] = ciphertext.toString('base64url');
  return parts.join(':');
}

/** The admin panel's view of field encryption (spec 000 §3): real checks with the configured key. */
export function createEncryptionService({ fieldKey, cipher }: Deps) {
  function assertAdmin(caller: Caller) {
    if (caller.role !== 'admin') throw forbidden('Only family admins can see the encryption status');
  }

  /** Encrypts a random sample, checks it is ciphertext, decrypts it back and checks a tampered copy is refused. */
  function roundTrip(): EncryptionTestResult {
    const sample = `self-check ${randomBytes(12).toString('hex')}`;
    try {
      const stored = cipher.encrypt(sample, SELF_CHECK_CONTEXT);
      if (!isEncryptedValue(stored) || stored.includes(sample)) {
        return { success: false, message: 'The sample was not stored as ciphertext' };
      }
      if (cipher.decrypt(stored, SELF_CHECK_CONTEXT) !== sample) {
        return { success: false, message: 'The sample did not decrypt to the original text' };
      }
      const tampered = flipFirstCiphertextBit(stored);
      try {
        cipher.decrypt(tampered, SELF_CHECK_CONTEXT);
        return { success: false, message: 'A tampered sample was not detected' };
      } catch (error) {
        if (!(error instanceof FieldDecryptionError)) throw error;
      }
      return {
        success: true,
        message: `Encrypted and decrypted a sample with ${FIELD_CIPHER_ALGORITHM.toUpperCase()}; a tampered copy was rejected.`,
      };
    } catch (error) {
      return { success: false, message: `Encryption round trip failed: ${(error as Error).message}` };
    }
  }

  return {
    status(caller: Caller): EncryptionStatus {
      assertAdmin(caller);
      const keyAvailable = parseFieldKey(fieldKey) !== null;
      const active = keyAvailable && roundTrip().success;
      const fieldsProtected = protectedFieldNames();
      return {
        active,
        algorithm: FIELD_CIPHER_ALGORITHM,
        keyAvailable,
        middleware: active && fieldsProtected.length > 0,
        fieldsProtected,
      };
    },

    test(caller: Caller): EncryptionTestResult {
      assertAdmin(caller);
      return roundTrip();
    },
  };
}
export type EncryptionService = ReturnType<typeof createEncryptionService>;
