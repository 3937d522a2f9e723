// What alerts offer to the other planning features (the table: forgetting a member; the hooks) and to app.ts.
export { alerts } from './alerts.table';
export { createAlertsRepository } from './alerts.repository';
export { alertsRouter } from './alerts.router';
export { createAlertsService, type AlertHooks, type AlertsService } from './alerts.service';
export { internalAlertsRouter } from './internal-alerts.router';
export { alertNotificationsJob, createAlertNotifier, type AlertNotifier } from './alert-notifications';
export { eventRemindersJob } from './event-reminders';
export { tellMentioned, type SentMessage } from './tell-mentioned';
