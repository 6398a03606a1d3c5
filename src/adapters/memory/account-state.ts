import { seededAccounts, type SeedAccount } from './seed/accounts.seed';

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

  constructor(seed: readonly SeedAccount[] = seededAccounts) {
    for (const account of seed) this.save(account);
  }

  find(email: string): StoredAccount | undefined {
    return this.accounts.get(key(email));
  }

  save(account: StoredAccount): void {
    this.accounts.set(key(account.details.email), account);
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
