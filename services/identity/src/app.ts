import type { Express } from 'express';
import { createFieldCipher, createServiceApp, runtimeMode, type Database } from '@familyhub/server-kit';
import { apiTokensRouter, createApiTokensRepository, createApiTokensService } from './api-tokens';
import { authRouter } from './auth/auth.router';
import { createAuthService, type DemoSettings } from './auth/auth.service';
import { createRedisAttemptLimiter } from './auth/redis-attempt-limiter';
import { SignInLimiter, type AttemptLimiter } from './auth/sign-in-limiter';
import { createPasswordChangeService } from './auth/password-change.service';
import { createPlatformDomainsRepository } from './platform/platform-domains.repository';
import { platformDomainsRouter } from './platform/platform-domains.router';
import {
  createPlatformDomainsService,
  remoteEntriesFromEnv,
  type ConfiguredRemoteEntries,
} from './platform/platform-domains.service';
import { platformJobsRouter } from './platform/platform-jobs';
import {
  operatorSettingsFromEnv,
  seedPlatformOperator,
  type OperatorSettings,
} from './platform/platform-operator';
import { passwordChangeRouter } from './auth/password-change.router';
import { createFamiliesRepository } from './families/families.repository';
import { familiesRouter } from './families/families.router';
import { createFamiliesService } from './families/families.service';
import { createFamilyStorageService, familyStorageRouter } from './storage';
import { activeSessionsRouter } from './sessions/active-sessions.router';
import type { IdentitySchema } from './schema';
import { createSessionsRepository } from './sessions/sessions.repository';
import { sessionsRouter } from './sessions/sessions.router';
import { createSessionsService } from './sessions/sessions.service';
import { billingRouter } from './billing/billing.router';
import { createBillingService } from './billing/billing.service';
import type { PaymentProvider } from './billing/payment-provider';
import { paymentProviderFromEnv } from './billing/provider-from-env';
import { subscriptionRouter } from './subscription/subscription.router';
import { createSubscriptionService } from './subscription/subscription.service';
import { encryptionRouter } from './encryption/encryption.router';
import { createEncryptionService } from './encryption/encryption.service';
import { createChallengeSigner } from './two-factor/sign-in-challenge';
import { createTwoFactorRepository } from './two-factor/two-factor.repository';
import { twoFactorRouter } from './two-factor/two-factor.router';
import { createTwoFactorService } from './two-factor/two-factor.service';
import { createAccountRepository } from './account/account.repository';
import { createAccountDeletionService } from './account/account-deletion.service';
import { accountRouter } from './account/account.router';
import { createDataExportService } from './account/data-export.service';
import { createNotificationPreferencesRepository } from './notifications/notification-preferences.repository';
import { notificationPreferencesRouter } from './notifications/notification-preferences.router';
import { memberReachRouter } from './notifications/member-reach.router';
import { createNotificationPreferencesService } from './notifications/notification-preferences.service';
import { createPrivacySettingsRepository } from './privacy/privacy-settings.repository';
import { privacySettingsRouter } from './privacy/privacy-settings.router';
import { createPrivacySettingsService } from './privacy/privacy-settings.service';
import { createUsersRepository } from './users/users.repository';
import { usersRouter } from './users/users.router';
import { createUsersService } from './users/users.service';

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
}

export function createApp(options: IdentityAppOptions): IdentityApp {
  const users = createUsersRepository(options.db);
  const families = createFamiliesRepository(options.db);
  const sessions = createSessionsService(createSessionsRepository(options.db));
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
    repository: createTwoFactorRepository(options.db, cipher),
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
  const app = createServiceApp({
    name: 'identity',
    internalKey: options.internalKey,
    routes(app) {
      app.use(sessionsRouter(sessions));
      app.use(authRouter(auth, sessions));
      app.use(twoFactorRouter(twoFactor));
      app.use(encryptionRouter(createEncryptionService({ fieldKey: options.fieldKey, cipher })));
      app.use(activeSessionsRouter(sessions));
      app.use(apiTokensRouter(createApiTokensService(createApiTokensRepository(options.db))));
      app.use(passwordChangeRouter(createPasswordChangeService({ users, sessions, limiter })));
      app.use(usersRouter(createUsersService(users, options.internalKey)));
      app.use(familiesRouter(createFamiliesService(families, privacy)));
      app.use(familyStorageRouter(createFamilyStorageService(options.internalKey)));
      app.use(privacySettingsRouter(createPrivacySettingsService(privacy)));
      app.use(
        notificationPreferencesRouter(
          createNotificationPreferencesService(createNotificationPreferencesRepository(options.db)),
        ),
      );
      app.use(memberReachRouter(users, createNotificationPreferencesRepository(options.db)));
      app.use(
        accountRouter(
          createDataExportService({ account, internalKey: options.internalKey }),
          createAccountDeletionService({ account, internalKey: options.internalKey, limiter, twoFactor }),
        ),
      );
      app.use(subscriptionRouter(createSubscriptionService(families)));
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
  return app;
}
