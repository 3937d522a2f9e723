import { forbidden, type Caller } from '@familyhub/server-kit';

/** The words a child hears when they open a money screen other than their allowance. */
export const CHILD_MONEY_FORBIDDEN = 'Family finances are for parents: you can see your own allowance';

/**
 * The money domain's rule for roles: the gateway already lets through only admins, parents with canViewFinances
 * and children; children see only their own allowance, so every other money route refuses them.
 */
export function assertFinanceAccess(caller: Caller): void {
  if (caller.role === 'child') throw forbidden(CHILD_MONEY_FORBIDDEN);
}

/** The service's clock; tests inject a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** YYYY-MM-DD of an instant, in UTC (the service keeps no family time zone yet). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
