import { isRouteErrorResponse } from 'react-router-dom';
import type { ReportedError } from '@/domain/site/page-error';

/**
 * docs/product.md#errors "Route errors show status and message": what a route's loader threw, as
 * the error view reads it — a thrown answer's status and its words (a text, or an object's
 * `message`), or a thrown error's message and, when it carries one, its HTTP status. Anything
 * else reads as nothing, which the view shows as 500 (docs/product.md#error-page).
 */
export function routeErrorReport(error: unknown): ReportedError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: messageOf(error.data) };
  }
  if (error instanceof Error) {
    const { status } = error as { status?: unknown };
    return { status, message: error.message };
  }
  return {};
}

function messageOf(data: unknown): unknown {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'message' in data) return data.message;
  return undefined;
}
