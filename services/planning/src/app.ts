import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  createServiceApp,
  digestRouter,
  familyDataRouter,
  familyMembersClient,
  type Database,
  type FamilyMembers,
  type FileStorage,
  type LiveEvents,
} from '@familyhub/server-kit';
import { wellnessDoNotDisturb, type DoNotDisturbLookup } from './clients/do-not-disturb';
import { identityMemberReach } from './clients/member-reach';
import {
  alertsRouter,
  createAlertNotifier,
  createAlertsRepository,
  createAlertsService,
  internalAlertsRouter,
} from './alerts';
import {
  identityAlertHandOver,
  identityEventNotice,
  type AlertHandOver,
  type EventNotice,
} from './clients/notifications';
import { createDigestRepository, planningDigest } from './digest';
import { calendarFeedRouter, createCalendarFeedRepository, createCalendarFeedService } from './calendar-feed';
import {
  createEmergencyContactsRepository,
  createEmergencyContactsService,
  emergencyContactsRouter,
} from './emergency-contacts';
import { createEventsRepository, createEventsService, eventsRouter } from './events';
import {
  createGuestsCarpoolsRepository,
  createGuestsCarpoolsService,
  guestsCarpoolsRouter,
} from './guests-carpools';
import { forgetPlanningMember, planningPrivateRows } from './members';
import {
  createMessageMedia,
  createPlanningFiles,
  createTranscriber,
  speechToTextFromEnv,
  type SpeechToTextConfig,
} from './message-media';
import { createMessagesRepository, createMessagesService, messagesRouter } from './messages';
import {
  conversationsRouter,
  createConversationsRepository,
  createConversationsService,
} from './conversations';
import { createShoppingRepository, createShoppingService, shoppingRouter } from './shopping';
import {
  createLinkedTasksRepository,
  createLinkedTasksService,
  createTasksRepository,
  createTasksService,
  linkedTasksRouter,
  tasksRouter,
} from './tasks';
import { createVacationsRepository, createVacationsService, vacationsRouter } from './vacations';
import type { PlanningSchema } from './schema';

export interface PlanningAppOptions {
  db: Database<PlanningSchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY: emergency contacts' phone numbers, address and notes are stored encrypted under it. */
  fieldKey: string;
  /** Change notices for the family's open screens; one per process (tests pass their own). */
  live?: LiveEvents<LiveTopic<'planning'>>;
  /** Who is in a family: identity's unless a test supplies its own. */
  members?: FamilyMembers;
  /** Whether a member is in do-not-disturb me time: wellness unless a test supplies one. */
  doNotDisturb?: DoNotDisturbLookup;
  /** Where due alerts go to be sent by email, push or Telegram: identity unless a test supplies its own. */
  handOver?: AlertHandOver;
  /** Where happenings some members asked to hear about go (the shopping list): identity unless a test says. */
  notifyEvent?: EventNotice;
  /** Where message photos, files and voice notes are kept (default: FILES_S3_BUCKET's bucket, else the disk). */
  fileStorage?: FileStorage;
  /** The speech-to-text service voice notes are transcribed with; SPEECH_TO_TEXT_URL's, null for none. */
  speechToText?: SpeechToTextConfig | null;
}

export interface PlanningApp extends Express {
  /** Hands due alerts to identity for sending (the `alert-notifications` job in `main.ts`). */
  notifyAlerts(): Promise<{ handedOver: number; waiting: number }>;
  /** Raises the alerts of events starting within the hour for every family (the `event-reminders` job). */
  raiseEventReminders(): Promise<{ families: number }>;
  /** Transcribes waiting voice notes (the `voice-transcription` job); nothing without a speech-to-text service. */
  transcribeVoiceNotes(): Promise<{ transcribed: number; failed: number }>;
  /** The `orphan-files` job: removes message uploads never sent within a day; how many. */
  sweepOrphanFiles(): Promise<number>;
}

export function createApp(options: PlanningAppOptions): PlanningApp {
  const members = options.members ?? familyMembersClient(options.internalKey);
  const live = options.live ?? createLiveEvents('planning');
  const eventsRepository = createEventsRepository(options.db);
  const memberReach = identityMemberReach(options.internalKey);
  const alertsRepository = createAlertsRepository(options.db);
  const doNotDisturb = options.doNotDisturb ?? wellnessDoNotDisturb(options.internalKey);
  const notifier = createAlertNotifier({
    repository: alertsRepository,
    handOver: options.handOver ?? identityAlertHandOver(options.internalKey),
    // Asked as the recipient (wellness answers for the signed member); a member's role is not needed for it.
    doNotDisturb: (familyId, userId) => doNotDisturb({ familyId, userId, role: 'child', plan: 'free' }),
  });
  const alerts = createAlertsService({
    repository: alertsRepository,
    onRaised: () => void notifier.kick(),
    events: eventsRepository,
    members: memberReach,
    doNotDisturb,
  });
  const tasks = createTasksService({
    repository: createTasksRepository(options.db),
    members,
    live,
    alerts: alerts.hooks,
  });
  const linkedTasks = createLinkedTasksService({
    repository: createLinkedTasksRepository(options.db),
    members: memberReach,
    live,
    alerts: alerts.hooks,
  });
  const shopping = createShoppingService({
    repository: createShoppingRepository(options.db),
    live,
    notify: options.notifyEvent ?? identityEventNotice(options.internalKey),
  });
  const events = createEventsService({ repository: eventsRepository, live, alerts: alerts.hooks });
  const calendarFeed = createCalendarFeedService({
    repository: createCalendarFeedRepository(options.db),
    events: eventsRepository,
    members,
  });
  const guestsCarpools = createGuestsCarpoolsService({
    repository: createGuestsCarpoolsRepository(options.db),
    members,
    live,
  });
  const emergencyContacts = createEmergencyContactsService({
    repository: createEmergencyContactsRepository({
      db: options.db,
      cipher: createFieldCipher(options.fieldKey),
    }),
    live,
  });
  const files = createPlanningFiles(options.db, options.fileStorage);
  const speechToText = options.speechToText === undefined ? speechToTextFromEnv() : options.speechToText;
  const transcriber = speechToText
    ? createTranscriber({ db: options.db, files, config: speechToText, live })
    : null;
  const media = createMessageMedia({
    db: options.db,
    files,
    transcribes: transcriber !== null,
    onVoiceNote: () => void transcriber?.kick(),
  });
  const messagesRepository = createMessagesRepository(options.db);
  const messages = createMessagesService({
    repository: messagesRepository,
    live,
    members,
    alerts: alerts.hooks,
    media,
  });
  const conversations = createConversationsService({
    repository: createConversationsRepository(options.db),
    members,
    live,
    alerts: alerts.hooks,
    media,
    familyThreadUnread: messagesRepository.unreadOf,
  });
  const vacations = createVacationsService({
    repository: createVacationsRepository(options.db),
    members,
    live,
  });
  const app = createServiceApp({
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
          files: files.familyData,
          // Groups and direct conversations: each member's export holds only those they belong to (issue #32).
          privateRows: planningPrivateRows(options.db),
          forgetMember: async (tx, familyId, memberId) => ({
            ...(await forgetPlanningMember(tx, familyId, memberId)),
            ...(await files.forgetMember(tx, familyId, memberId)),
          }),
        }),
      );
      app.use(files.router());
      app.use(tasksRouter(tasks));
      app.use(messagesRouter(messages));
      app.use(conversationsRouter(conversations));
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
      // identity's family digest (issue #30): the window's events and tasks, many families a call.
      app.use(digestRouter(planningDigest(createDigestRepository(options.db))));
    },
  }) as PlanningApp;
  app.notifyAlerts = () => notifier.kick();
  app.raiseEventReminders = () => alerts.raiseEventReminders();
  app.transcribeVoiceNotes = () => transcriber?.kick() ?? Promise.resolve({ transcribed: 0, failed: 0 });
  app.sweepOrphanFiles = () => files.sweepOrphans();
  return app;
}
