/** docs/product.md#error-page, docs/product.md#errors route errors: what the error view shows. */
export interface PageError {
  /** An HTTP error status, 400–599. */
  readonly status: number;
  /** The server's own words; empty when it gave none (the view then shows GENERIC_ERROR). */
  readonly message: string;
}

/** docs/product.md#error-page: the status defaults to 500. */
export const DEFAULT_ERROR_STATUS = 500;
export const NOT_FOUND_STATUS = 404;
/** docs/product.md#errors: the 404 message. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** An error as a server or a failed call reports it, any field possibly missing or malformed. */
export interface ReportedError {
  readonly status?: unknown;
  readonly message?: unknown;
}

/**
 * docs/product.md#sites-and-routes, docs/product.md#errors: an error the view can show. A status
 * that is not an HTTP error status (missing, not a whole number, outside 400–599) is 500; a 404
 * without words of its own says 'This page could not be found'.
 */
export function toPageError(reported: ReportedError = {}): PageError {
  const status = isErrorStatus(reported.status) ? reported.status : DEFAULT_ERROR_STATUS;
  const given = typeof reported.message === 'string' ? reported.message.trim() : '';
  const message = given === '' && status === NOT_FOUND_STATUS ? NOT_FOUND_MESSAGE : given;
  return { status, message };
}

function isErrorStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}
