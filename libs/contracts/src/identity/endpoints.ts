import { z } from 'zod';
import { apiToken, createApiTokenBody, createdApiToken } from './api-tokens';
import { demoInfo, session, signInBody, signUpBody } from './auth';
import { encryptionStatus, encryptionTestResult } from './encryption';
import { platformJobs } from '../jobs';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { notificationPreferences, saveNotificationPreferencesBody } from './notification-preferences';
import {
  notificationChannelStatus,
  notificationLog,
  notificationTestAnswer,
  notificationTestBody,
  outboxEmail,
  outboxEmailSummary,
  pushDevice,
  savePushSubscriptionBody,
  telegramLink,
  telegramLinkStart,
  unsubscribeAnswer,
  unsubscribeQuery,
} from './notifications';
import { digestPreview } from '../digest';
import { pageOf, pageQuery } from '../paging';
import { domainSwitches, updateDomainSwitchesBody } from '../platform';
import { subscriptionStatus } from '../plans';
import {
  dataExport,
  deleteAccountAnswer,
  deleteAccountBody,
  exportFormat,
  familySettings,
  familySupportContact,
  saveSupportContactBody,
  SUPPORT_CONTACT_FORBIDDEN,
  privacySettings,
  savePrivacySettingsBody,
  updateFamilySettingsBody,
} from './privacy';
import { organiserRoles } from '../role-rules';
import { languageSettings } from './language-settings';
import { activeSession, updateMemberBody, updatePasswordBody, updateProfileBody } from './settings';
import {
  BILLING_ADMIN_ONLY,
  billingTransaction,
  changePlanBody,
  checkoutBody,
  subscriptionDetails,
} from './subscription';
import {
  backupCodesAnswer,
  disableTwoFactorBody,
  enableTwoFactorBody,
  twoFactorChallenge,
  twoFactorSetup,
  twoFactorSignInBody,
  twoFactorStatus,
} from './two-factor';
import { familyStorageUsageSchema } from '../uploaded-file';
import { createMemberBody, familyMember } from './users';

/*
 * Identity's endpoints: accounts, sessions, the family's members and settings, security, privacy and billing. Their
 * schemas stay in the contracts files named above; the definitions are here, grouped as the Settings screens use them.
 */

const auth = endpointsFor('identity', 'session');

/** Signing up, in and out (spec 000 §1); these answer without a session and set or clear the session cookie. */
export const authEndpoints = {
  signUp: auth({
    method: 'POST',
    path: '/api/auth/sign-up',
    summary: 'Create a family and its admin, and sign in',
    body: signUpBody,
    response: session,
    status: 201,
    public: true,
  }),
  signIn: auth({
    method: 'POST',
    path: '/api/auth/sign-in',
    summary: 'Sign in; with two-factor sign-in on, the answer asks for the code instead',
    body: signInBody,
    response: z.union([session, twoFactorChallenge]),
    public: true,
  }),
  signInTwoFactor: auth({
    method: 'POST',
    path: '/api/auth/sign-in/2fa',
    summary: 'Finish signing in with a code from the authenticator app or a backup code',
    body: twoFactorSignInBody,
    response: session,
    public: true,
  }),
  signOut: auth({
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'Sign out: the session ends and its cookie is cleared',
    public: true,
  }),
  me: auth({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Who is signed in, in which family, on which plan',
    response: session,
  }),
  demo: auth({
    method: 'GET',
    path: '/api/auth/demo',
    summary: 'Whether the demo family can be opened without an account',
    response: demoInfo,
    public: true,
  }),
  demoSignIn: auth({
    method: 'POST',
    path: '/api/auth/demo-sign-in',
    summary: 'Open the demo family as its admin (demo mode only)',
    response: session,
    public: true,
  }),
  updatePassword: auth({
    method: 'POST',
    path: '/api/user/update-password',
    summary: 'Change the password: every other session ends',
    body: updatePasswordBody,
    response: z.object({ revokedSessions: z.number().int() }),
  }),
};

const sessions = endpointsFor('identity', 'auth');

/** Settings › Security: active sessions, two-factor sign-in and personal API tokens. */
export const securityEndpoints = {
  sessions: sessions({
    method: 'GET',
    path: '/api/auth/sessions',
    summary: "The member's active sessions, this one marked",
    response: z.array(activeSession),
  }),
  revokeAllSessions: sessions({
    method: 'POST',
    path: '/api/auth/sessions/revoke-all',
    summary: 'Sign out everywhere, this device too',
  }),
  revokeSession: sessions({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    summary: 'End one of your sessions',
    params: { id: pathId('Session') },
  }),
  twoFactor: sessions({
    method: 'GET',
    path: '/api/auth/2fa',
    summary: 'Whether two-factor sign-in is on, and how many backup codes are left',
    response: twoFactorStatus,
  }),
  setupTwoFactor: sessions({
    method: 'POST',
    path: '/api/auth/2fa/setup',
    summary: 'Start two-factor sign-in: a secret and its QR code for the authenticator app',
    response: twoFactorSetup,
  }),
  enableTwoFactor: sessions({
    method: 'POST',
    path: '/api/auth/2fa/enable',
    summary: "Turn two-factor sign-in on with the app's first code; the backup codes are shown once",
    body: enableTwoFactorBody,
    response: backupCodesAnswer,
  }),
  disableTwoFactor: sessions({
    method: 'POST',
    path: '/api/auth/2fa/disable',
    summary: 'Turn two-factor sign-in off (the password and a code are asked)',
    body: disableTwoFactorBody,
  }),
  apiTokens: sessions({
    method: 'GET',
    path: '/api/auth/api-tokens',
    summary: 'Your personal API tokens, with their last use',
    response: z.array(apiToken),
  }),
  createApiToken: sessions({
    method: 'POST',
    path: '/api/auth/api-tokens',
    summary: 'Create a personal API token (admins and parents); the token is shown once',
    body: createApiTokenBody,
    response: createdApiToken,
    status: 201,
  }),
  revokeApiToken: sessions({
    method: 'DELETE',
    path: '/api/auth/api-tokens/:id',
    summary: 'Revoke one of your API tokens: it stops at once',
    params: { id: pathId('API token') },
  }),
  encryption: sessions({
    method: 'GET',
    path: '/api/encryption/status',
    summary: 'How the family data is encrypted at rest (admins)',
    response: encryptionStatus,
  }),
  testEncryption: sessions({
    method: 'POST',
    path: '/api/encryption/test',
    summary: 'Encrypt and decrypt a sample with the family key (admins)',
    response: encryptionTestResult,
  }),
};

const users = endpointsFor('identity', 'users');
const memberId = { id: pathId('Family member') };

/** The family's members (spec 000 §2 Family) and each member's own settings. */
export const userEndpoints = {
  list: users({
    method: 'GET',
    path: '/api/users',
    summary: "The family's members",
    response: z.array(familyMember),
  }),
  children: users({
    method: 'GET',
    path: '/api/users/children',
    summary: "The family's children",
    response: z.array(familyMember),
  }),
  updateProfile: users({
    method: 'PATCH',
    path: '/api/users/me',
    summary: 'Change your own name, email, colour or photo',
    body: updateProfileBody,
    response: familyMember,
  }),
  language: users({
    method: 'GET',
    path: '/api/users/me/language',
    summary: 'Your language and formats (Settings › Profile)',
    response: languageSettings,
  }),
  saveLanguage: users({
    method: 'PUT',
    path: '/api/users/me/language',
    summary: 'Choose your language and formats; they follow you to every device',
    body: languageSettings,
    response: languageSettings,
  }),
  updateMember: users({
    method: 'PATCH',
    path: '/api/users/:id',
    summary: "An admin's change to a member: role and permissions",
    params: memberId,
    body: updateMemberBody,
    response: familyMember,
  }),
  remove: users({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Remove a member: their data leaves every domain',
    params: memberId,
  }),
  get: users({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One member',
    params: memberId,
    response: familyMember,
  }),
  create: users({
    method: 'POST',
    path: '/api/users',
    summary: 'Add a member to the family',
    body: createMemberBody,
    response: familyMember,
    status: 201,
    access: { roles: organiserRoles, refusal: 'Only parents and admins can add family members' },
  }),
  notificationPreferences: users({
    method: 'GET',
    path: '/api/users/:id/notification-preferences',
    summary: 'Your notification preferences',
    params: memberId,
    response: notificationPreferences,
  }),
  saveNotificationPreferences: users({
    method: 'POST',
    path: '/api/users/:id/notification-preferences',
    summary: 'Save your notification preferences',
    params: memberId,
    body: saveNotificationPreferencesBody,
    response: notificationPreferences,
  }),
  privacy: users({
    method: 'GET',
    path: '/api/users/me/privacy',
    summary: 'Your privacy switches',
    response: privacySettings,
  }),
  savePrivacy: users({
    method: 'PUT',
    path: '/api/users/me/privacy',
    summary: 'Save your privacy switches',
    body: savePrivacySettingsBody,
    response: privacySettings,
  }),
};

const family = endpointsFor('identity', 'family');

/** The family's settings, storage, data export and deletion. */
export const familyEndpoints = {
  settings: family({
    method: 'GET',
    path: '/api/settings/family',
    summary: "The family's name, currency and time zone",
    response: familySettings,
  }),
  updateSettings: family({
    method: 'PATCH',
    path: '/api/settings/family',
    summary: "Change the family's settings (admins)",
    body: updateFamilySettingsBody,
    response: familySettings,
  }),
  supportContact: family({
    method: 'GET',
    path: '/api/settings/support-contact',
    summary: "The family's support contact: who a member is pointed to when their check-ins stay low",
    response: familySupportContact,
  }),
  saveSupportContact: family({
    method: 'PUT',
    path: '/api/settings/support-contact',
    summary: "Choose the family's support contact, or none (admins)",
    body: saveSupportContactBody,
    response: familySupportContact,
    access: { roles: ['admin'] as const, refusal: SUPPORT_CONTACT_FORBIDDEN },
  }),
  storage: family({
    method: 'GET',
    path: '/api/settings/storage',
    summary: "The family's stored files against its storage, by domain",
    response: familyStorageUsageSchema,
  }),
  requestExport: family({
    method: 'POST',
    path: '/api/account/export',
    summary: "Export everything the family keeps (admins): every domain's records and files",
    response: dataExport,
    status: 201,
  }),
  downloadExport: family({
    method: 'GET',
    path: '/api/account/export/:id/download',
    summary: 'Download an export as JSON, or the family calendar as an .ics file',
    params: { id: pathId('Data export') },
    query: z.object({ format: exportFormat.default('json') }),
    produces: 'application/octet-stream',
  }),
  deleteAccount: family({
    method: 'DELETE',
    path: '/api/account',
    summary: "Delete your account (an admin's deletes the family when they are its last admin)",
    // May be sent without a body.
    body: deleteAccountBody,
    response: deleteAccountAnswer,
  }),
};

const subscription = endpointsFor('identity', 'subscription');
const adminOnly = { roles: ['admin'] as const, refusal: BILLING_ADMIN_ONLY };

/** Plans and billing (spec 000 §3), through the sandbox payment provider (ADR 0005). */
export const billingEndpoints = {
  status: subscription({
    method: 'GET',
    path: '/api/subscription/status',
    summary: "The family's plan and what it opens",
    response: subscriptionStatus,
  }),
  details: subscription({
    method: 'GET',
    path: '/api/subscription',
    summary: 'The paid plan, its next renewal and the card on file',
    response: subscriptionDetails,
  }),
  history: subscription({
    method: 'GET',
    path: '/api/subscription/billing-history',
    summary: "The family's payments",
    response: z.array(billingTransaction),
  }),
  checkout: subscription({
    method: 'POST',
    path: '/api/subscription/checkout',
    summary: 'Buy a paid plan (the admin)',
    body: checkoutBody,
    response: subscriptionDetails,
    status: 201,
    access: adminOnly,
  }),
  change: subscription({
    method: 'POST',
    path: '/api/subscription/change',
    summary: 'Move between the monthly and the annual plan (the admin)',
    body: changePlanBody,
    response: subscriptionDetails,
    access: adminOnly,
  }),
  cancel: subscription({
    method: 'POST',
    path: '/api/subscription/cancel',
    summary: 'Cancel at the end of the paid period',
    response: subscriptionDetails,
  }),
  resume: subscription({
    method: 'POST',
    path: '/api/subscription/resume',
    summary: 'Keep a cancelled plan after all',
    response: subscriptionDetails,
  }),
  switchToFree: subscription({
    method: 'POST',
    path: '/api/subscription/switch-to-free',
    summary: 'Go back to the free plan now',
    response: subscriptionDetails,
  }),
};

const platform = endpointsFor('identity', 'platform');

/** The platform console (the operator): which domains run, for which plans. */
export const platformAdminEndpoints = {
  domains: platform({
    method: 'GET',
    path: '/api/platform/admin/domains',
    summary: "Every domain's switches",
    response: z.array(domainSwitches),
  }),
  jobs: platform({
    method: 'GET',
    path: '/api/platform/admin/jobs',
    summary:
      "Every service's scheduled jobs: last run, next run, failures; a service that does not answer is named",
    response: platformJobs,
  }),
  outbox: platform({
    method: 'GET',
    path: '/api/platform/admin/outbox',
    summary: 'Emails kept instead of sent (no SMTP_URL), newest first',
    query: pageQuery,
    response: pageOf(outboxEmailSummary),
  }),
  outboxEmail: platform({
    method: 'GET',
    path: '/api/platform/admin/outbox/:id',
    summary: 'One kept email: its headers, text and HTML',
    params: { id: pathId('Email') },
    response: outboxEmail,
  }),
  updateDomain: platform({
    method: 'PATCH',
    path: '/api/platform/admin/domains/:id',
    summary: "Change a domain's switches: on or off, for which plans",
    params: { id: z.string() },
    body: updateDomainSwitchesBody,
    response: domainSwitches,
  }),
};

const notifications = endpointsFor('identity', 'notifications');

/** Notifications that leave the app (issue #30): what was sent, the channels, a test, one-click unsubscribe. */
export const notificationEndpoints = {
  history: notifications({
    method: 'GET',
    path: '/api/notifications',
    summary: 'What was sent to you, on which channel, newest first',
    query: pageQuery,
    response: pageOf(notificationLog),
  }),
  channels: notifications({
    method: 'GET',
    path: '/api/notifications/channels',
    summary: 'Which channels this FamilyHub can send on, and where your email goes',
    response: notificationChannelStatus,
  }),
  digestPreview: notifications({
    method: 'GET',
    path: '/api/notifications/digest/preview',
    summary: 'Your next digest as it would be sent: when, what it covers, and its text',
    response: digestPreview,
  }),
  test: notifications({
    method: 'POST',
    path: '/api/notifications/test',
    summary: 'Send yourself a test on one channel, now (quiet hours do not hold it)',
    body: notificationTestBody,
    response: notificationTestAnswer,
  }),
  unsubscribePage: notifications({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    summary: "The email's unsubscribe link: a page that asks to confirm (no sign-in)",
    query: unsubscribeQuery,
    produces: 'text/html',
    public: true,
  }),
  unsubscribe: notifications({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058): turns the email off for that category (no sign-in)',
    query: unsubscribeQuery,
    response: unsubscribeAnswer,
    public: true,
  }),
  pushDevices: notifications({
    method: 'GET',
    path: '/api/notifications/push-subscriptions',
    summary: 'The devices that receive your push notifications, with their last use',
    response: z.array(pushDevice),
  }),
  subscribePush: notifications({
    method: 'POST',
    path: '/api/notifications/push-subscriptions',
    summary: "Receive push notifications on this device (the browser's subscription)",
    body: savePushSubscriptionBody,
    response: pushDevice,
    status: 201,
  }),
  removePushDevice: notifications({
    method: 'DELETE',
    path: '/api/notifications/push-subscriptions/:id',
    summary: 'Stop push notifications to one of your devices',
    params: { id: pathId('Device') },
  }),
  telegram: notifications({
    method: 'GET',
    path: '/api/notifications/telegram',
    summary: 'Whether your Telegram chat is linked',
    response: telegramLink,
  }),
  linkTelegram: notifications({
    method: 'POST',
    path: '/api/notifications/telegram/link',
    summary: "Start linking Telegram: the bot's deep link, to open and press Start",
    response: telegramLinkStart,
  }),
  unlinkTelegram: notifications({
    method: 'DELETE',
    path: '/api/notifications/telegram',
    summary: 'Unlink your Telegram chat: nothing more is sent there',
  }),
};
