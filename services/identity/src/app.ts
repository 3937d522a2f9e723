import type { Express } from 'express';
import { domainOf, type DomainId } from '@familyhub/contracts';
import {
  createFieldCipher,
  createServiceApp,
  runtimeMode,
  serviceCounter,
  type Database,
} from '@familyhub/server-kit';
import {
  createAccountDeletionService,
  createAccountRepository,
  createDataExportService,
  accountRouter,
} from './account';
import { apiTokensRouter, createApiTokensRepository, createApiTokensService } from './api-tokens';
import {
  authRouter,
  createAuthService,
  createPasswordChangeService,
  createRedisAttemptLimiter,
  passwordChangeRouter,
  SignInLimiter,
  type AttemptLimiter,
  type DemoSettings,
} from './auth';
import { billingRouter, createBillingService, paymentProviderFromEnv, type PaymentProvider } from './billing';
import { createEncryptionService, encryptionRouter } from './encryption';
import { createFamiliesRepository, createFamiliesService, familiesRouter } from './families';
import {
  createNotificationPreferencesRepository,
  createNotificationPreferencesService,
  createNotifications,
  memberReachRouter,
  notificationDeliveryRouter,
  notificationPreferencesRouter,
  notificationSettingsFromEnv,
  type NotificationSettings,
  type NotificationsOptions,
} from './notifications';
import {
  createPlatformDomainsRepository,
  createPlatformDomainsService,
  operatorSettingsFromEnv,
  platformDomainsRouter,
  platformJobsRouter,
  remoteEntriesFromEnv,
  seedPlatformOperator,
  type ConfiguredRemoteEntries,
  type OperatorSettings,
} from './platform';
import {
  createPrivacySettingsRepository,
  createPrivacySettingsService,
  privacySettingsRouter,
} from './privacy';
import type { IdentitySchema } from './schema';
import {
  activeSessionsRouter,
  createSessionsRepository,
  createSessionsService,
  sessionsRouter,
} from './sessions';
import { createFamilyStorageService, familyStorageRouter } from './storage';
import { createSubscriptionService, subscriptionRouter } from './subscription';
import {
  createChallengeSigner,
  createTwoFactorRepository,
  createTwoFactorService,
  twoFactorRouter,
} from './two-factor';
import { createUsersRepository, createUsersService, usersRouter } from './users';

export interface IdentityAppOptions {
  db: Database<IdentitySchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY (32 bytes): TOTP secrets are stored encrypted under it; the service refuses to start without it. */
  fieldKey: string;
  /** "Direct Dashboard Access"; defaults from DEMO_MODE, NODE_ENV and DEMO_USERNAME. */
  demo?: DemoSettings;
  /** Default: in Redis when `REDIS_URL` is set (shared by every identity instance), else in memory. */
  signInLimiter?: AttemptLimiter;
  /** Takes the payments; default from BILLING_PROVIDER (billing/provider-from-env.ts) unless a test supplies one. */
  paymentProvider?: PaymentProvider;
  /** Billing's idea of now (tests move it past a period end). */
  billingClock?: () => Date;
  /** The platform operator account created at start; defaults from the environment (README), null for none. */
  operator?: OperatorSettings | null;
  /** Whether the operator's console needs two-factor on the operator's account; default: outside demo mode. */
  operatorTwoFactorRequired?: boolean;
  /** Where each domain's remote lives unless an operator says otherwise; default from `<DOMAIN>_REMOTE_ENTRY`. */
  remoteEntries?: ConfiguredRemoteEntries;
  /**
   * Email, push keys, the Telegram bot, links and the sender's clock for notifications; default from SMTP_URL,
   * MAIL_FROM, PUBLIC_ORIGIN, VAPID_* and TELEGRAM_* (main.ts adds the install's generated VAPID keys).
   */
  notifications?: NotificationSettings;
  /** How the digest asks a domain; default: POST /internal/digest on the domain's service. */
  askDigest?: NotificationsOptions['askDigest'];
}

export function demoSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoSettings {
  return {
    enabled: runtimeMode(env).demoMode,
    username: env.DEMO_USERNAME || 'demo',
  };
}

export interface IdentityApp extends Express {
  /** Charges the subscriptions due for renewal (the `subscription-renewals` job in `main.ts`). */
  renewDue(): Promise<{ renewed: number; lapsed: number }>;
  /** Sends the notifications due now (the `notification-deliveries` job in `main.ts`). */
  sendNotifications(): Promise<Record<string, number>>;
  /** Queues the digests due now (the `notification-digest` job in `main.ts`). */
  runDigest(): Promise<{ members: number; queued: number }>;
  /** Reads the Telegram bot's new messages (the `telegram-updates` job); absent without TELEGRAM_BOT_TOKEN. */
  readTelegramUpdates?: () => Promise<{ updates: number; linked: number }>;
}

/** Whether a domain has sections in the family digest (the catalogue's `digestSections`). */
function fillsTheDigest(id: DomainId): boolean {
  const entry = domainOf(id);
  return entry !== undefined && 'digestSections' in entry && entry.digestSections.length > 0;
}

export function createApp(options: IdentityAppOptions): IdentityApp {
  const users = createUsersRepository(options.db);
  const families = createFamiliesRepository(options.db);
  const sessions = createSessionsService({ repository: createSessionsRepository(options.db) });
  const limiter =
    options.signInLimiter ??
    (process.env.REDIS_URL ? createRedisAttemptLimiter({ url: process.env.REDIS_URL }) : new SignInLimiter());
  const privacy = createPrivacySettingsRepository(options.db);
  const account = createAccountRepository(options.db);
  const demo = options.demo ?? demoSettingsFromEnv();
  void seedPlatformOperator(
    options.db,
    options.operator !== undefined ? options.operator : operatorSettingsFromEnv(process.env, demo.enabled),
  );
  const cipher = createFieldCipher(options.fieldKey);
  const billing = createBillingService({
    db: options.db,
    provider: options.paymentProvider ?? paymentProviderFromEnv(process.env, options.billingClock),
    clock: options.billingClock,
  });
  const twoFactor = createTwoFactorService({
    repository: createTwoFactorRepository({ db: options.db, cipher }),
    limiter,
    challenges: createChallengeSigner(options.internalKey),
    backupCodeKey: options.fieldKey,
    revokeOtherSessions: (userId, keepSessionId) => sessions.revokeAll(userId, keepSessionId),
  });
  const auth = createAuthService({
    db: options.db,
    users,
    families,
    sessions,
    limiter,
    demo,
    twoFactor,
  });
  const platformDomains = createPlatformDomainsService({
    domains: createPlatformDomainsRepository(options.db),
    users,
    requireTwoFactor: options.operatorTwoFactorRequired ?? !demo.enabled,
    remoteEntries: options.remoteEntries ?? remoteEntriesFromEnv(),
  });
  const counted: { sent?: { inc(labels: { channel: string; outcome: string }): void } } = {};
  const notifications = createNotifications({
    // Counted on /metrics once the app exists: notifications_sent_total{channel,outcome}.
    counters: { attempt: (channel, outcome) => counted.sent?.inc({ channel, outcome }) },
    db: options.db,
    users,
    signingKey: options.internalKey,
    settings: options.notifications ?? notificationSettingsFromEnv(),
    // The digest asks the domains that fill it, of those the family's plan has on and no operator switched off.
    domainsFor: async (plan) =>
      (await platformDomains.registry())
        .filter((d) => !d.killed && d.plans[plan] && fillsTheDigest(d.id))
        .map((d) => d.id),
    askDigest: options.askDigest,
  });
  const app = createServiceApp({
    name: 'identity',
    internalKey: options.internalKey,
    routes(app) {
      app.use(sessionsRouter(sessions));
      app.use(authRouter(auth, sessions));
      app.use(twoFactorRouter(twoFactor));
      app.use(encryptionRouter(createEncryptionService({ fieldKey: options.fieldKey, cipher })));
      app.use(activeSessionsRouter(sessions));
      app.use(apiTokensRouter(createApiTokensService({ repository: createApiTokensRepository(options.db) })));
      app.use(passwordChangeRouter(createPasswordChangeService({ users, sessions, limiter })));
      app.use(usersRouter(createUsersService({ repository: users, internalKey: options.internalKey })));
      app.use(familiesRouter(createFamiliesService({ repository: families, contentSettings: privacy })));
      app.use(familyStorageRouter(createFamilyStorageService({ internalKey: options.internalKey })));
      app.use(privacySettingsRouter(createPrivacySettingsService({ repository: privacy })));
      app.use(
        notificationPreferencesRouter(
          createNotificationPreferencesService({
            repository: createNotificationPreferencesRepository(options.db),
            users,
          }),
        ),
      );
      app.use(memberReachRouter(users, createNotificationPreferencesRepository(options.db)));
      app.use(notificationDeliveryRouter(notifications.delivery, platformDomains.assertOperator));
      for (const router of notifications.routers) app.use(router);
      app.use(
        accountRouter(
          createDataExportService({ account, internalKey: options.internalKey }),
          createAccountDeletionService({ account, internalKey: options.internalKey, limiter, twoFactor }),
        ),
      );
      app.use(subscriptionRouter(createSubscriptionService({ families })));
      app.use(billingRouter(billing));
      app.use(platformDomainsRouter(platformDomains));
      app.use(
        platformJobsRouter({
          internalKey: options.internalKey,
          assertOperator: platformDomains.assertOperator,
        }),
      );
    },
  }) as IdentityApp;
  app.renewDue = () => billing.renewDue();
  counted.sent = serviceCounter(app, {
    name: 'notifications_sent_total',
    help: 'Attempts to send a notification, by channel and outcome (sent, failed, skipped, retry)',
    labelNames: ['channel', 'outcome'],
  });
  app.sendNotifications = () => notifications.delivery.kick();
  app.runDigest = () => notifications.digest.run();
  app.readTelegramUpdates = notifications.readTelegramUpdates;
  return app;
}
