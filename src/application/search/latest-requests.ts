/**
 * Numbers the requests of each slot (a named query, the autocomplete, a recommendation
 * placement) so that an answer to an older request never overwrites the answer to a newer one.
 */
export class LatestRequests {
  private readonly latest = new Map<string, number>();
  private sequence = 0;

  /** A new request in `slot`: its ticket, which makes every earlier ticket of the slot stale. */
  issue(slot: string): number {
    this.sequence += 1;
    this.latest.set(slot, this.sequence);
    return this.sequence;
  }

  isLatest(slot: string, ticket: number): boolean {
    return this.latest.get(slot) === ticket;
  }

  /** Makes every request still on its way stale. */
  clear(): void {
    this.latest.clear();
  }
}
