/** The `error` field of every /api error answer (CONVENTIONS "Errors"). */
export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** The `Idempotency-Key` already named a different change (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The key's first request is still running (409 with Retry-After): "not yet", never "refused". */
  idempotencyKeyInFlight: 'idempotency_key_in_flight',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
