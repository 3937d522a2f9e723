// What alerts offer to the other planning features (the table: forgetting a member).
export { alerts } from './alerts.table';
export type { AlertHooks } from './alerts.service';
