/**
 * How a call to an outside service failed (ARCHITECTURE §3). Every adapter rejects with this
 * and nothing else, so stores can map failures to the SPEC §8 messages without knowing HTTP.
 */
export type GatewayErrorKind = 'network' | 'timeout' | 'status' | 'invalid-response';

export interface GatewayErrorDetails {
  /** The HTTP status, for `status` failures. */
  readonly status?: number;
  /** The raw response text, which some §8 messages quote (e.g. Account_Specific_ErrorMsg). */
  readonly responseText?: string;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: GatewayErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}
