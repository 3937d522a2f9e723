// Identity's contracts: accounts and sign-in, members and settings, plans and billing, two-factor, API tokens,
// notification preferences, privacy; its endpoint definitions in endpoints.ts.
export * from './auth';
export * from './users';
export * from './two-factor';
export * from './api-tokens';
export * from './encryption';
export * from './settings';
export * from './language';
export * from './language-settings';
export * from './notification-preferences';
export * from './notifications';
export * from './privacy';
export * from './subscription';
export * from './payment-card';
export * from './endpoints';
