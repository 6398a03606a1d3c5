import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { ACCEPT_ALL, analyticsDisposition, type Consent } from '@/domain/consent/consent';
import { ConsentStore } from './consent.store';

/** The visitor's answer as the gate reads it: `ConsentStore` in the shop. */
export interface ConsentSource {
  readonly consent: Consent;
}

/** A gate built by hand (a test, a tool) counts as consented; the shop's asks the visitor. */
const CONSENTED: ConsentSource = { consent: { kind: 'decided', choice: ACCEPT_ALL } };

/** Work held while the visitor has not answered; a page that never gets an answer drops the rest. */
const HELD_LIMIT = 100;

/**
 * Everything that counts the visitor — the data layer's events, the search provider's click
 * events — passes this gate (docs/product.md#consent): it runs at once when the visitor allows
 * statistics, waits in the page, in order, while they have not answered (and runs if they accept),
 * and is dropped once they refuse.
 */
@injectable()
export class StatisticsGate {
  private held: (() => void)[] = [];

  constructor(@inject(ConsentStore) private readonly consent: ConsentSource = CONSENTED) {
    reaction(
      () => analyticsDisposition(this.consent.consent),
      (disposition) => {
        const held = this.held;
        this.held = [];
        if (disposition === 'send') for (const task of held) task();
      },
    );
  }

  /** Runs `task` now, later once the visitor accepts, or never. */
  run(task: () => void): void {
    const disposition = analyticsDisposition(this.consent.consent);
    if (disposition === 'send') task();
    else if (disposition === 'hold' && this.held.length < HELD_LIMIT) this.held.push(task);
  }

  /** Work waiting for the visitor's answer. */
  get waiting(): number {
    return this.held.length;
  }
}
