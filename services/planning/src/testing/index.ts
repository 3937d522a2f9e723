// What the cross-service tests (services/integration-tests) reach of planning: its API on a test database, and the
// do-not-disturb lookup they drive against a wellness that is down.
export { setupPlanningApi, SETUP_TIMEOUT_MS, type PlanningApi } from './planning-api';
export { cachedDoNotDisturb, wellnessDoNotDisturb, type DoNotDisturbSpan } from '../clients/do-not-disturb';
export { identityAlertHandOver, identityEventNotice } from '../clients/notifications';
