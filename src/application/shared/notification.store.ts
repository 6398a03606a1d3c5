import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Scheduler, type Cancel } from './scheduler.port';

/** docs/product.md#errors toast styles: red for error, green for success. */
export type ToastKind = 'error' | 'success';

/** How long a toast stays before it dismisses itself (docs/decisions/0053-toasts-mini-cart-and-dialogs.md). */
export const TOAST_VISIBLE_MS = 5000;

/** docs/product.md#errors default notification titles (translation keys). */
export const DEFAULT_TOAST_TITLES: Readonly<Record<ToastKind, string>> = {
  error: 'ERROR',
  success: 'SUCCESS',
};

/** One toast. Title and message are translation keys; `params` fill their placeholders. */
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly title: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

export interface ToastRequest {
  readonly title?: string | undefined;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * The toasts on screen (docs/product.md#errors), newest last. The view translates them; each
 * goes when the shopper dismisses it or, through the Scheduler, after `TOAST_VISIBLE_MS`.
 */
@injectable()
export class NotificationStore {
  toasts: readonly Toast[] = [];
  private nextId = 1;
  private readonly dismissals = new Map<number, Cancel>();

  /** Without a scheduler (a store on its own in a test) a toast stays until dismissed. */
  constructor(@inject(Scheduler) @optional() private readonly scheduler?: Scheduler) {
    makeAutoObservable<this, 'scheduler' | 'dismissals'>(
      this,
      { scheduler: false, dismissals: false },
      { autoBind: true },
    );
  }

  /** An error toast, titled ERROR unless the caller names a title (docs/product.md#errors). */
  error(request: ToastRequest): Toast {
    return this.show('error', request);
  }

  /** A success toast, titled SUCCESS unless the caller names a title (docs/product.md#errors). */
  success(request: ToastRequest): Toast {
    return this.show('success', request);
  }

  dismiss(id: number): void {
    this.dismissals.get(id)?.();
    this.dismissals.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  private show(kind: ToastKind, request: ToastRequest): Toast {
    const toast: Toast = {
      id: this.nextId++,
      kind,
      title: request.title ?? DEFAULT_TOAST_TITLES[kind],
      message: request.message,
      ...(request.params ? { params: request.params } : {}),
    };
    this.toasts = [...this.toasts, toast];
    const dismissal = this.scheduler?.after(TOAST_VISIBLE_MS, () => this.dismiss(toast.id));
    if (dismissal) this.dismissals.set(toast.id, dismissal);
    return toast;
  }
}
