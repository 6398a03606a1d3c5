import axios, { type AxiosInstance } from 'axios';
import { ACCOUNT_TIMEOUT_MS } from '@/domain/account/account';

/** The axios instance for the separate account service, bound by the composition root. */
export const AccountHttp = Symbol('AccountHttp');

export interface AccountHttpConfig {
  /** Where `/account/…` hangs, e.g. `https://shop.example/api`. */
  readonly accountBase: string;
  /** docs/product.md#constants-and-limits: 30 s unless a test wants it shorter. */
  readonly timeoutMs?: number;
}

/**
 * docs/product.md#account-service: its own client, 30 s timeout, credentials (cookies) sent. No
 * country or language parameters: an account is the same in every market.
 */
export function createAccountHttp(config: AccountHttpConfig): AxiosInstance {
  return axios.create({
    baseURL: config.accountBase,
    timeout: config.timeoutMs ?? ACCOUNT_TIMEOUT_MS,
    withCredentials: true,
  });
}
