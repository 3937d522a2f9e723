import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  createServiceApp,
  familyDataRouter,
  reencryptProtectedFields,
  type Database,
  type FamilyMembers,
  type LiveEvents,
} from '@familyhub/server-kit';
import { wellnessPlatform, type WellnessAlerts } from './clients/platform';
import { affirmationsRouter, createAffirmationsRepository, createAffirmationsService } from './affirmations';
import { createMoodsRepository, createMoodsService, moodsRouter } from './moods';
import { createWaterRepository, createWaterService, waterReminders, waterRouter } from './water';
import {
  createMedicationsRepository,
  createMedicationsService,
  medicationsRouter,
  missedDoseAlerts,
} from './medications';
import { createMeTimeRepository, createMeTimeService, meTimeRouter } from './me-time';
import { forgetWellnessMember, wellnessPrivateRows } from './members';
import type { WellnessSchema } from './schema';
import { createJournalRepository, createJournalService, journalRouter } from './journal';
import { createCheckinsRepository, createCheckinsService, checkinsRouter } from './checkins';

export interface WellnessAppOptions {
  db: Database<WellnessSchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY: medication names, dosage, instructions and mood notes are stored encrypted under it. */
  fieldKey: string;
  /** Keys a rotation retired, still read (default: FIELD_ENCRYPTION_KEYS_RETIRED); tests pass their own. */
  retiredFieldKeys?: readonly string[];
  /** Change notices for the family's open screens (tests pass their own). */
  live?: LiveEvents<LiveTopic<'wellness'>>;
  /** Who is in a family (identity); tests pass their own. */
  members?: FamilyMembers;
  /** Alerts in planning (ADR 0008); tests pass their own. */
  alerts?: WellnessAlerts;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface WellnessApp extends Express {
  /** The reminder round (missed doses, water reminders): `main.ts` runs it every minute; tests call it with their clock. */
  runReminders(now?: Date): Promise<number>;
  /**
   * The `field-key-rotation` job (ADR 0022): the encrypted fields (medications, mood notes) and the check-ins'
   * sealed scores and answers still under a retired FIELD_ENCRYPTION_KEY moved under the current one, the journal
   * entries' keys re-wrapped; rows from before those were sealed (plain check-in scores, entries without a key of
   * their own) brought to today's form. How many rows of each.
   */
  rotateFieldKeys(): Promise<{ fields: number; journal: number; checkins: number }>;
}

/** The wellness service: medications and the shared dose log, water, moods, affirmations and me time. */
export function createApp(options: WellnessAppOptions): WellnessApp {
  const live = options.live ?? createLiveEvents('wellness');
  const platform = wellnessPlatform(options.internalKey);
  const members = options.members ?? platform.members;
  const alerts = options.alerts ?? platform.alerts;
  const now = options.now ?? (() => new Date());
  const cipher = createFieldCipher(options.fieldKey, options.retiredFieldKeys);
  const medicationsRepository = createMedicationsRepository({ db: options.db, cipher });
  const medications = createMedicationsService({
    medications: medicationsRepository,
    members,
    alerts,
    live,
    now,
  });
  const missedDoses = missedDoseAlerts({
    medications: medicationsRepository,
    members,
    alerts,
    forFamily: platform.forFamily,
  });

  const waterRepository = createWaterRepository(options.db);
  const water = createWaterService({ water: waterRepository, members, live });
  const reminders = waterReminders({ water: waterRepository, alerts, forFamily: platform.forFamily });
  const moods = createMoodsService({
    moods: createMoodsRepository({ db: options.db, cipher }),
    members,
    live,
  });
  const affirmations = createAffirmationsService({
    repository: createAffirmationsRepository(options.db),
    now,
  });

  const meTime = createMeTimeService({ blocks: createMeTimeRepository(options.db), members, live, now });

  // The journal and check-ins (issue #33): an entry sealed under a key of its own, a check-in bound to its author.
  const journalRepository = createJournalRepository({ db: options.db, cipher });
  const checkinsRepository = createCheckinsRepository({ db: options.db, cipher });
  const journal = createJournalService({ repository: journalRepository, members, live });
  const checkins = createCheckinsService({
    repository: checkinsRepository,
    members,
    live,
    wroteOn: journalRepository.wroteOn,
  });

  const app = createServiceApp({
    name: 'wellness',
    internalKey: options.internalKey,
    live,
    routes(routes) {
      // identity's data export (encrypted fields opened; of the journal and check-ins only the exporting member's
      // own), family deletion and member removal.
      routes.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'wellness',
          cipher,
          forgetMember: forgetWellnessMember,
          privateRows: wellnessPrivateRows(journalRepository, checkinsRepository),
        }),
      );
      routes.use(medicationsRouter(medications));
      routes.use(waterRouter(water));
      routes.use(moodsRouter(moods));
      routes.use(affirmationsRouter(affirmations));
      routes.use(meTimeRouter(meTime));
      routes.use(journalRouter(journal));
      routes.use(checkinsRouter(checkins));
    },
  }) as WellnessApp;
  app.runReminders = async (at = now()) => (await missedDoses(at)) + (await reminders(at));
  app.rotateFieldKeys = async () => ({
    fields: await reencryptProtectedFields(options.db as unknown as Database, 'wellness', cipher),
    journal: await journalRepository.reseal(),
    checkins: await checkinsRepository.reseal(),
  });
  return app;
}
