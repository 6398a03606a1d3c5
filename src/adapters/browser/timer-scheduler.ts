import type { Cancel, Scheduler } from '@/application/shared/scheduler.port';

/** The runtime's timers (browser or Node), which test runners can fake. */
export class TimerScheduler implements Scheduler {
  after(ms: number, task: () => void): Cancel {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  }

  every(ms: number, task: () => void): Cancel {
    const handle = setInterval(task, ms);
    return () => clearInterval(handle);
  }
}
