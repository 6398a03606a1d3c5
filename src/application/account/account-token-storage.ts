import { storedToken } from '@/domain/account/stored-token';
import { STORAGE_KEYS } from '@/domain/shared/storage-keys';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';

/**
 * The account token as storage keeps it under `token` (docs/product.md#account-data). A stored
 * value that cannot be a token (`storedToken`) is removed, never sent.
 */
export class AccountTokenStorage {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): string | undefined {
    const text = this.storage.get(STORAGE_KEYS.token);
    const token = storedToken(text);
    if (token === undefined && text !== undefined) {
      this.storage.remove(STORAGE_KEYS.token);
      console.warn('Discarded a malformed stored token; the shopper is logged out.');
    }
    return token;
  }

  write(token: string | undefined): void {
    if (token === undefined) this.storage.remove(STORAGE_KEYS.token);
    else this.storage.set(STORAGE_KEYS.token, token);
  }
}
