import type { VisitorGate } from '@/application/shared/visitor-gate';

/** A server render's answers from the shared-data ports, by call (`port.method[args]`). */
export type RecordedAnswers = Readonly<Record<string, unknown>>;

function callKey(port: string, method: string, args: readonly unknown[]): string {
  return `${port}.${method}${JSON.stringify(args)}`;
}

/** Wraps each method of `gateway` in `around`, leaving its other properties as they are. */
function aroundMethods<T extends object>(
  gateway: T,
  around: (method: string, call: () => unknown, args: readonly unknown[]) => unknown,
): T {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) =>
        around(property, () => (value as (...a: unknown[]) => unknown).apply(target, args), args);
    },
  });
}

/**
 * Keeps what the shared-data ports answered while the server rendered a page — markets,
 * content, routes, products, searches: the same for every visitor — so the page can carry them
 * and the browser's first render runs on the very same data (docs/architecture.md#server-rendering).
 */
export class AnswerRecorder {
  private readonly answers = new Map<string, unknown>();

  /** `onFailure` hears each call that failed, by port: the server counts them (its metrics). */
  constructor(
    private readonly onFailure: (port: string, error: unknown) => void = () => undefined,
  ) {}

  record<T extends object>(port: string, gateway: T): T {
    return aroundMethods(gateway, (method, call, args) => {
      const result = call();
      if (result instanceof Promise) {
        result.then(
          (answer: unknown) => {
            if (answer !== undefined) this.answers.set(callKey(port, method, args), answer);
          },
          // A failure is not handed on: the browser asks again.
          (error: unknown) => this.onFailure(port, error),
        );
      }
      return result;
    });
  }

  /**
   * The answers in the order of their calls' keys, not of their arrival: a page rendered from the
   * same data carries the same bytes and the same ETag, however fast each answer came — kept by
   * the process cache or fetched.
   */
  toJSON(): RecordedAnswers {
    const byKey = [...this.answers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(byKey);
  }
}

/**
 * The browser's side: while the visitor gate is shut — the first render of a server-rendered
 * page — a call the server made is answered with the server's answer and never leaves the
 * page; once the page has taken over, every call goes to the backend again. `pause` runs before
 * each answer is handed over — the browser ends its task there — so the stores and loaders that
 * take the answers work in several short tasks rather than one long one (total blocking time),
 * as they would with answers coming from the network.
 */
export function replayingAnswers<T extends object>(
  port: string,
  gateway: T,
  answers: RecordedAnswers,
  gate: VisitorGate,
  pause: () => Promise<void> = () => Promise.resolve(),
): T {
  return aroundMethods(gateway, (method, call, args) => {
    const key = callKey(port, method, args);
    if (!gate.isOpen && Object.hasOwn(answers, key)) return pause().then(() => answers[key]);
    return call();
  });
}
