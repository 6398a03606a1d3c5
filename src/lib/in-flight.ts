/**
 * Shares a request already under way: `run(key, task)` starts `task` only when no task of that
 * key is running, and callers meanwhile get the same promise. Once it settles — fulfilled or
 * rejected — the key is forgotten, so a later call runs the task again (a failure may be tried
 * again; a success is kept by the caller, not here). It lives in src/lib, which imports
 * nothing, so stores and adapters share one copy (docs/architecture.md#lib).
 */
export class InFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  /** Whether a task of `key` is under way. */
  has(key: K): boolean {
    return this.running.has(key);
  }

  /** The running task of `key`, or `task` started now; a task that throws rejects. */
  run(key: K, task: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    const started = start(task);
    this.running.set(key, started);
    // Forgotten before any caller hears the answer: the first reaction registered on it.
    started.then(
      () => this.running.delete(key),
      () => this.running.delete(key),
    );
    return started;
  }
}

/** The task's own promise (no extra tick for its callers); one that throws, rejected. */
function start<V>(task: () => Promise<V>): Promise<V> {
  try {
    return task();
  } catch (error) {
    return Promise.reject(error);
  }
}
