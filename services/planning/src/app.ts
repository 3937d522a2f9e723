import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import { createFieldCipher, createServiceApp, familyDataRouter, type Database } from '@familyhub/server-kit';
import { alertsRouter } from './alerts/alerts.router';
import { createAlertsRepository } from './alerts/alerts.repository';
import { createAlertsService } from './alerts/alerts.service';
import { internalAlertsRouter } from './alerts/internal-alerts.router';
import { wellnessDoNotDisturb, type DoNotDisturbLookup } from './clients/do-not-disturb';
import { identityMemberReach } from './clients/member-reach';
import { createCalendarFeedRepository } from './calendar-feed/calendar-feed.repository';
import { calendarFeedRouter } from './calendar-feed/calendar-feed.router';
import { createCalendarFeedService } from './calendar-feed/calendar-feed.service';
import { createLiveEvents, type LiveEvents } from '@familyhub/server-kit';
import { forgetPlanningMember } from './members/forget-member';
import { createMessagesRepository } from './messages/messages.repository';
import { messagesRouter } from './messages/messages.router';
import { createMessagesService } from './messages/messages.service';
import type { PlanningSchema } from './schema';
import { createEmergencyContactsRepository } from './emergency-contacts/emergency-contacts.repository';
import { emergencyContactsRouter } from './emergency-contacts/emergency-contacts.router';
import { createEmergencyContactsService } from './emergency-contacts/emergency-contacts.service';
import { createEventsRepository } from './events/events.repository';
import { eventsRouter } from './events/events.router';
import { createEventsService } from './events/events.service';
import { createGuestsCarpoolsRepository } from './guests-carpools/guests-carpools.repository';
import { guestsCarpoolsRouter } from './guests-carpools/guests-carpools.router';
import { createGuestsCarpoolsService } from './guests-carpools/guests-carpools.service';
import { createShoppingRepository } from './shopping/shopping.repository';
import { shoppingRouter } from './shopping/shopping.router';
import { createShoppingService } from './shopping/shopping.service';
import { identityDirectory, type FamilyDirectory } from './clients/identity-directory';
import { createLinkedTasksRepository } from './tasks/linked-tasks.repository';
import { linkedTasksRouter } from './tasks/linked-tasks.router';
import { createLinkedTasksService } from './tasks/linked-tasks.service';
import { createTasksRepository } from './tasks/tasks.repository';
import { tasksRouter } from './tasks/tasks.router';
import { createTasksService } from './tasks/tasks.service';
import { createVacationsRepository } from './vacations/vacations.repository';
import { vacationsRouter } from './vacations/vacations.router';
import { createVacationsService } from './vacations/vacations.service';

export interface PlanningAppOptions {
  db: Database<PlanningSchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY: emergency contacts' phone numbers, address and notes are stored encrypted under it. */
  fieldKey: string;
  /** Change notices for the family's open screens; one per process (tests pass their own). */
  live?: LiveEvents<LiveTopic<'planning'>>;
  /** Who is in a family: identity's directory unless a test supplies one. */
  directory?: FamilyDirectory;
  /** Whether a member is in do-not-disturb me time: wellness unless a test supplies one. */
  doNotDisturb?: DoNotDisturbLookup;
}

export function createApp(options: PlanningAppOptions): Express {
  const directory = options.directory ?? identityDirectory(options.internalKey);
  const live = options.live ?? createLiveEvents('planning');
  const eventsRepository = createEventsRepository(options.db);
  const memberReach = identityMemberReach(options.internalKey);
  const alerts = createAlertsService(
    createAlertsRepository(options.db),
    eventsRepository,
    memberReach,
    undefined,
    options.doNotDisturb ?? wellnessDoNotDisturb(options.internalKey),
  );
  const tasks = createTasksService(
    createTasksRepository(options.db),
    identityDirectory(options.internalKey),
    live,
    alerts.hooks,
  );
  const linkedTasks = createLinkedTasksService(
    createLinkedTasksRepository(options.db),
    memberReach,
    live,
    alerts.hooks,
  );
  const shopping = createShoppingService(createShoppingRepository(options.db), live);
  const events = createEventsService(eventsRepository, live, alerts.hooks);
  const calendarFeed = createCalendarFeedService(
    createCalendarFeedRepository(options.db),
    eventsRepository,
    identityDirectory(options.internalKey),
  );
  const guestsCarpools = createGuestsCarpoolsService(
    createGuestsCarpoolsRepository(options.db),
    directory,
    live,
  );
  const emergencyContacts = createEmergencyContactsService(
    createEmergencyContactsRepository(options.db, createFieldCipher(options.fieldKey)),
    live,
  );
  const messages = createMessagesService(createMessagesRepository(options.db), live);
  const vacations = createVacationsService(createVacationsRepository(options.db), directory, live);
  return createServiceApp({
    name: 'planning',
    internalKey: options.internalKey,
    live,
    routes(app) {
      // identity's data export, family deletion and member removal: every family_id table, emergency contacts opened.
      app.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'planning',
          cipher: createFieldCipher(options.fieldKey),
          forgetMember: forgetPlanningMember,
        }),
      );
      app.use(tasksRouter(tasks));
      app.use(messagesRouter(messages));
      app.use(eventsRouter(events));
      app.use(calendarFeedRouter(calendarFeed));
      app.use(alertsRouter(alerts));
      // Any domain's alerts and linked family tasks (ADR 0008); /internal is never forwarded by the gateway.
      app.use(internalAlertsRouter(alerts));
      app.use(linkedTasksRouter(linkedTasks));
      app.use(guestsCarpoolsRouter(guestsCarpools));
      app.use(emergencyContactsRouter(emergencyContacts));
      app.use(shoppingRouter(shopping));
      app.use(vacationsRouter(vacations));
    },
  });
}
