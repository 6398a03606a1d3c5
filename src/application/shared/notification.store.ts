import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** SPEC §8 toast styles: red for error, green for success. */
export type ToastKind = 'error' | 'success';

/** SPEC §8 default notification titles (translation keys). */
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

/** The toasts on screen (SPEC §8), newest last. The view translates and dismisses them. */
@injectable()
export class NotificationStore {
  toasts: readonly Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** An error toast, titled ERROR unless the caller names a title (SPEC §8). */
  error(request: ToastRequest): Toast {
    return this.show('error', request);
  }

  /** A success toast, titled SUCCESS unless the caller names a title (SPEC §8). */
  success(request: ToastRequest): Toast {
    return this.show('success', request);
  }

  dismiss(id: number): void {
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
    return toast;
  }
}
