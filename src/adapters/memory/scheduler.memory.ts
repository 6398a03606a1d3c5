import type { Cancel, Scheduler } from '@/application/shared/scheduler.port';

/**
 * Timers that never fire, for a page rendered on the server: the page is sent before a
 * countdown's tick or an auto-close could matter, and a pending timer would only hold the
 * finished request's stores in memory.
 */
export class MemoryScheduler implements Scheduler {
  after(): Cancel {
    return () => undefined;
  }

  every(): Cancel {
    return () => undefined;
  }
}
