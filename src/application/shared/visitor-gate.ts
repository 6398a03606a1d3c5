import { makeAutoObservable, when } from 'mobx';

/**
 * Whether the visitor's own state — the stored sign-in, the wishlist, dismissed notices, the
 * clock's ticking — may show yet (docs/architecture.md#server-rendering). A server-rendered page
 * is rendered for nobody in particular, and the browser's first render must equal it or React
 * throws the server's HTML away: so the gate stays shut through the server's render and the
 * browser's hydrating one, and the browser opens it straight after. A page the browser renders
 * on its own, and every test, starts with it open.
 */
export class VisitorGate {
  isOpen: boolean;

  constructor(isOpen = true) {
    this.isOpen = isOpen;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(): void {
    this.isOpen = true;
  }

  /** Settles once the gate is open; on the server, never. */
  opened(): Promise<void> {
    return when(() => this.isOpen);
  }
}
