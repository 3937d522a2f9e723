export * from './idempotency-store';
export * from './idempotent-writes';
