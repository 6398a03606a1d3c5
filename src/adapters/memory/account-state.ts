import * as z from 'zod/mini';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { readStoredJson } from '@/adapters/shared/stored-json';
import { seededAccounts, type SeedAccount } from './seed/accounts.seed';

/**
 * Where the browser's fake account service keeps its sessions and accounts between reloads (a
 * `KeyValueStorage` key), as the real service keeps them on its side: a demo shopper who logged in
 * stays logged in after a reload, as against the stub backend.
 */
export const DEMO_ACCOUNTS_STORAGE_KEY = 'demo-account-service';

/** What survives a reload: the sessions, the accounts' details and passwords, the token count. */
const keptSchema = z.object({
  issued: z.number(),
  sessions: z.record(z.string(), z.string()),
  accounts: z.array(
    z.object({
      details: z.object({
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        phoneNumber: z.optional(z.string()),
        city: z.optional(z.string()),
        state: z.optional(z.string()),
        country: z.optional(z.string()),
        zipCode: z.optional(z.string()),
      }),
      password: z.string(),
    }),
  ),
});

/** An account as the fake service keeps it. */
export type StoredAccount = SeedAccount;

/**
 * What the fake account service remembers: accounts by email (case-insensitive), open sessions
 * and unused password-reset secrets. Kept apart from the gateway so the stub backend can hold
 * one for its whole process while each request goes through the gateway's rules. Tokens and
 * secrets are opaque but deterministic: the same calls in the same order give the same ones.
 */
export class AccountState {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly sessions = new Map<string, string>();
  private readonly resets = new Map<string, string>();
  private readonly resetLinks = new Map<string, string>();
  private issued = 0;

  /** `storage`: where the browser's fake keeps what it knows (none in node and the stub). */
  constructor(
    seed: readonly SeedAccount[] = seededAccounts,
    private readonly storage?: KeyValueStorage,
  ) {
    for (const account of seed) this.accounts.set(key(account.details.email), account);
    this.restore();
  }

  find(email: string): StoredAccount | undefined {
    return this.accounts.get(key(email));
  }

  save(account: StoredAccount): void {
    this.accounts.set(key(account.details.email), account);
    this.keep();
  }

  update(email: string, change: Partial<StoredAccount>): StoredAccount {
    const account = { ...this.mustFind(email), ...change };
    this.save(account);
    return account;
  }

  /** A new session token for the account with this email. */
  openSession(email: string): string {
    const token = this.issue('tok', email);
    this.sessions.set(token, key(email));
    this.keep();
    return token;
  }

  /** The account a session token belongs to. */
  holderOf(token: string): StoredAccount | undefined {
    const email = this.sessions.get(token);
    return email === undefined ? undefined : this.accounts.get(email);
  }

  /** A new single-use reset secret for the account with this email, and its link. */
  issueReset(email: string): { readonly hash: string; readonly link: string } {
    const hash = this.issue('rst', email);
    const link = `/account/reset-password?hash=${hash}`;
    this.resets.set(hash, key(email));
    this.resetLinks.set(key(email), link);
    return { hash, link };
  }

  /** The account a reset secret was issued for, spending the secret. */
  redeemReset(hash: string): StoredAccount | undefined {
    const email = this.resets.get(hash);
    this.resets.delete(hash);
    return email === undefined ? undefined : this.accounts.get(email);
  }

  /**
   * The last reset link "emailed" to this address. It has no site prefix: the start-up adds
   * the visitor's (docs/product.md#start-up).
   */
  lastResetLink(email: string): string | undefined {
    return this.resetLinks.get(key(email));
  }

  private mustFind(email: string): StoredAccount {
    const account = this.find(email);
    if (!account) throw new Error(`No stored account for ${email}`);
    return account;
  }

  /** Takes up what an earlier page kept; anything unreadable is ignored, as a fresh service. */
  private restore(): void {
    const kept = readStoredJson(keptSchema, this.storage?.get(DEMO_ACCOUNTS_STORAGE_KEY));
    if (!kept) return;
    this.issued = kept.issued;
    for (const [token, email] of Object.entries(kept.sessions)) this.sessions.set(token, email);
    for (const { details, password } of kept.accounts) {
      const known = this.find(details.email);
      this.accounts.set(key(details.email), { orders: known?.orders ?? [], details, password });
    }
  }

  private keep(): void {
    if (!this.storage) return;
    const kept: z.output<typeof keptSchema> = {
      issued: this.issued,
      sessions: Object.fromEntries(this.sessions),
      accounts: [...this.accounts.values()].map(({ details, password }) => ({ details, password })),
    };
    this.storage.set(DEMO_ACCOUNTS_STORAGE_KEY, JSON.stringify(kept));
  }

  private issue(prefix: string, email: string): string {
    this.issued += 1;
    const text = `${prefix}:${key(email)}:${this.issued}`;
    return `${prefix}_${fnv1a(text)}${fnv1a(`${text}:salt`)}`;
  }
}

/** Emails are compared without regard to case, as mail systems do. */
function key(email: string): string {
  return email.trim().toLowerCase();
}

/** 32-bit FNV-1a as 8 hex digits: opaque-looking, deterministic, no crypto needed. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
