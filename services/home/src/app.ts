import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  createRecordKeys,
  createServiceApp,
  digestRouter,
  familyDataRouter,
  reencryptProtectedFields,
  type Database,
  type FamilyMembers,
  type FileStorage,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { HomeSchema } from './schema';
import { homePlatform, type HomeAlerts, type HomeShopping } from './clients/platform';
import { createChoresRepository, choresRouter, createChoresService } from './chores';
import { createDigestRepository, homeDigest } from './digest';
import { createPointsRepository, createPointsService, pointsRouter } from './points';
import { createRewardsRepository, createRewardsService, rewardsRouter } from './rewards';
import { cleaningRouter, createCleaningRepository, createCleaningService } from './cleaning';
import { createMaintenanceRepository, createMaintenanceService, maintenanceRouter } from './maintenance';
import { createPantryItemsRepository, createPantryItemsService, pantryItemsRouter } from './pantry-items';
import {
  createEssentialItemsRepository,
  createEssentialItemsService,
  essentialItemsRouter,
} from './essential-items';
import { createHomeFiles } from './files';
import { createPetsRepository, createPetsService, petsRouter } from './pets';
import { createRecipesRepository, createRecipesService, recipesRouter } from './recipes';
import { createMealPlansRepository, createMealPlansService, mealPlansRouter } from './meal-plans';
import { forgetHomeMember } from './members';
import { createNotesRepository, createNotesService, notesPrivateTables, notesRouter } from './notes';

export interface HomeAppOptions {
  db: Database<HomeSchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY, for the fields this service stores encrypted (docs/architecture.md "Field encryption"). */
  fieldKey: string;
  /** Keys a rotation retired, still read (default: FIELD_ENCRYPTION_KEYS_RETIRED); tests pass their own. */
  retiredFieldKeys?: readonly string[];
  /** Change notices for the family's open screens (tests pass their own). */
  live?: LiveEvents<LiveTopic<'home'>>;
  /** Who is in a family (identity); tests pass their own. */
  members?: FamilyMembers;
  /** Alerts in planning (ADR 0008); tests pass their own. */
  alerts?: HomeAlerts;
  /** Planning's shopping list (auto-reorder of essentials); tests pass their own. */
  shopping?: HomeShopping;
  /** The clock (tests move it across a period boundary). */
  now?: () => Date;
  /** Where uploaded photos rest; default `fileStorageFromEnv()` (the data dir, or S3 when FILES_S3_BUCKET is set). */
  fileStorage?: FileStorage;
}

export interface HomeApp extends Express {
  /** The chores' period rollover for every family: `main.ts` runs it every few minutes. */
  rollOver(at?: Date): Promise<number>;
  /** The maintenance reminders for every family: `main.ts` runs them every few minutes (idempotent). */
  remindMaintenance(at?: Date): Promise<number>;
  /** The pet care reminders for every family: `main.ts` runs them every few minutes (idempotent). */
  remindPetCare(at?: Date): Promise<number>;
  /** Pantry items expiring tomorrow get their alert, once each: `main.ts` runs it every few minutes. */
  alertExpiringPantry(at?: Date): Promise<number>;
  /** Essentials' due reminders and the auto-reorders still to make: `main.ts` runs it every few minutes. */
  runDueEssentials(at?: Date): Promise<{ reminded: number; reordered: number }>;
  /** The `orphan-files` job: removes photos no pet or recipe has held for a day; how many. */
  sweepOrphanFiles(): Promise<number>;
  /**
   * The `field-key-rotation` job (ADR 0022): the pets' encrypted fields re-encrypted and the private notes' keys
   * re-wrapped wherever a retired FIELD_ENCRYPTION_KEY still holds them; how many rows of each.
   */
  rotateFieldKeys(): Promise<{ fields: number; noteKeys: number }>;
}

/**
 * The home service: chores with rotation and verification, the points ledger, rewards, cleaning routines,
 * maintenance, the pantry and household essentials.
 */
export function createApp(options: HomeAppOptions): HomeApp {
  const live = options.live ?? createLiveEvents('home');
  const platform = homePlatform(options.internalKey);
  const members = options.members ?? platform.members;
  const now = options.now ?? (() => new Date());
  const alerts = options.alerts ?? platform.alerts;
  const files = createHomeFiles(options.db, options.fileStorage);
  const cipher = createFieldCipher(options.fieldKey, options.retiredFieldKeys);

  const chores = createChoresService({ repository: createChoresRepository(options.db), live, members, now });
  const rewards = createRewardsService({
    repository: createRewardsRepository(options.db),
    live,
    alerts,
    now,
  });
  const cleaning = createCleaningService({ repository: createCleaningRepository(options.db), live, now });
  const maintenance = createMaintenanceService({
    repository: createMaintenanceRepository(options.db),
    live,
    members,
    alerts,
    forFamily: (familyId) => platform.forFamily(familyId),
    now,
  });
  const pets = createPetsService({
    repository: createPetsRepository({ db: options.db, cipher }),
    files,
    live,
    members,
    alerts,
    forFamily: (familyId) => platform.forFamily(familyId),
    now,
  });
  const pantryRepository = createPantryItemsRepository(options.db);
  const shopping: HomeShopping =
    options.shopping ?? ((caller, items) => platform.shopping.put(caller, items));
  const pantry = createPantryItemsService({
    repository: pantryRepository,
    live,
    members,
    alerts,
    jobCaller: (familyId) => platform.forFamily(familyId),
    now,
  });
  const essentials = createEssentialItemsService({
    repository: createEssentialItemsRepository(options.db),
    live,
    members,
    alerts,
    shopping,
    jobCaller: (familyId) => platform.forFamily(familyId),
    now,
  });
  const recipes = createRecipesService({ repository: createRecipesRepository(options.db), files, live });
  const mealPlans = createMealPlansService({
    repository: createMealPlansRepository(options.db),
    live,
    shoppingList: shopping,
    pantry: async (familyId) =>
      (await pantryRepository.holdings(familyId)).map((item) => ({
        ingredientId: item.ingredientId,
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
      })),
    now,
  });
  const points = createPointsService({
    repository: createPointsRepository(options.db),
    live,
    members,
    held: rewards.held,
  });

  const notes = createNotesService({
    repository: createNotesRepository({ db: options.db, keys: createRecordKeys(cipher) }),
    live,
    members,
  });
  const app = createServiceApp({
    name: 'home',
    internalKey: options.internalKey,
    live,
    routes(routes) {
      routes.use(choresRouter(chores));
      routes.use(pointsRouter(points));
      routes.use(rewardsRouter(rewards));
      routes.use(cleaningRouter(cleaning));
      routes.use(maintenanceRouter(maintenance));
      routes.use(petsRouter(pets));
      routes.use(pantryItemsRouter(pantry));
      routes.use(essentialItemsRouter(essentials));
      routes.use(files.router());
      // identity's data export, family deletion and member removal: every table of this schema with a family_id
      // (the pets' microchip and vet details opened), and the stored photos.
      routes.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'home',
          cipher,
          files: files.familyData,
          // Private notes: each member's export holds their own, opened; never another member's (ADR 0022).
          privateRows: { tables: notesPrivateTables, exportOwn: (caller) => notes.exportOwn(caller) },
          forgetMember: async (tx, familyId, memberId) => ({
            ...(await forgetHomeMember(tx, familyId, memberId)),
            ...(await files.forgetMember(tx, familyId, memberId)),
          }),
        }),
      );
      routes.use(recipesRouter(recipes));
      routes.use(mealPlansRouter(mealPlans));
      // identity's family digest (issue #30): chores, meals and pets' birthdays, many families a call.
      routes.use(digestRouter(homeDigest(createDigestRepository(options.db))));
      routes.use(notesRouter(notes));
    },
  }) as HomeApp;
  app.rollOver = (at = now()) => chores.rollOverAll(at);
  app.remindMaintenance = (at = now()) => maintenance.remindAll(at);
  app.remindPetCare = (at = now()) => pets.remindAll(at);
  app.alertExpiringPantry = (at = now()) => pantry.alertExpiringTomorrow(at);
  app.runDueEssentials = (at = now()) => essentials.runDue(at);
  app.sweepOrphanFiles = () => files.sweepOrphans();
  app.rotateFieldKeys = async () => ({
    fields: await reencryptProtectedFields(options.db as unknown as Database, 'home', cipher),
    noteKeys: await notes.rewrapKeys(),
  });
  return app;
}
