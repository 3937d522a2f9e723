import { z } from 'zod';
import { timeZoneName } from '../cross-domain';
import { allCategoryChannels, categoryChannels, defaultCategoryChannels } from './notifications';

export const digestFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/** "HH:MM", 24-hour clock. */
const clockTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 22:00`);

/** The notification preferences of one member (spec 001 §3 notification_preferences, §2 type and quiet-hours switches). */
export const notificationPreferences = z.object({
  userId: z.number().int(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  telegramEnabled: z.boolean(),
  voiceEnabled: z.boolean(),
  digestEnabled: z.boolean(),
  digestFrequency: z.enum(digestFrequencies),
  urgentAlertEnabled: z.boolean(),
  taskNotifications: z.boolean(),
  eventNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  choreNotifications: z.boolean(),
  quietHoursEnabled: z.boolean(),
  quietHoursStart: z.string(),
  quietHoursEnd: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Web push to the devices the member subscribed (issue #30). */
  pushEnabled: z.boolean(),
  /** The hour (0–23, the member's time zone) the digest is sent at. */
  digestHour: z.number().int(),
  /** The member's IANA time zone: quiet hours and the digest hour are read in it. */
  timeZone: z.string(),
  /** Whether urgent alerts (a missed dose, an event within the hour) are sent during quiet hours. */
  urgentBreaksQuietHours: z.boolean(),
  /** Which channels each category goes to. */
  categoryChannels: allCategoryChannels,
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Spec 001 §9: email and urgent alerts on; sms, telegram, voice and digest off; weekly digest; quiet 22:00–07:00. */
export function defaultNotificationPreferences(userId: number): NotificationPreferences {
  return {
    userId,
    emailEnabled: true,
    smsEnabled: false,
    telegramEnabled: false,
    voiceEnabled: false,
    digestEnabled: false,
    digestFrequency: 'weekly',
    urgentAlertEnabled: true,
    taskNotifications: true,
    eventNotifications: true,
    messageNotifications: true,
    choreNotifications: true,
    quietHoursEnabled: true,
    quietHoursStart: '22:00',
    quietHoursEnd: '07:00',
    emailAddress: null,
    phoneNumber: null,
    pushEnabled: true,
    digestHour: 7,
    timeZone: 'UTC',
    urgentBreaksQuietHours: true,
    categoryChannels: defaultCategoryChannels(),
  };
}

export const PHONE_REQUIRED = 'Enter a phone number for SMS or voice notifications';

const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal(''), z.null(), schema]).transform((value) => (value ? value : null));

/** POST /api/users/{id}/notification-preferences — "the preferences plus userId" (spec 001 §7). */
export const saveNotificationPreferencesBody = z
  .object({
    userId: z.number().int().optional(),
    emailEnabled: z.boolean({ error: 'Email notifications must be on or off' }),
    smsEnabled: z.boolean({ error: 'SMS notifications must be on or off' }),
    telegramEnabled: z.boolean({ error: 'Telegram notifications must be on or off' }),
    voiceEnabled: z.boolean({ error: 'Voice notifications must be on or off' }),
    digestEnabled: z.boolean({ error: 'The digest must be on or off' }),
    digestFrequency: z.enum(digestFrequencies, {
      error: 'Digest frequency must be daily, weekly or monthly',
    }),
    urgentAlertEnabled: z.boolean({ error: 'Urgent alerts must be on or off' }),
    taskNotifications: z.boolean({ error: 'Task notifications must be on or off' }),
    eventNotifications: z.boolean({ error: 'Event notifications must be on or off' }),
    messageNotifications: z.boolean({ error: 'Message notifications must be on or off' }),
    choreNotifications: z.boolean({ error: 'Chore notifications must be on or off' }),
    quietHoursEnabled: z.boolean({ error: 'Quiet hours must be on or off' }),
    quietHoursStart: clockTime('Quiet hours start'),
    quietHoursEnd: clockTime('Quiet hours end'),
    emailAddress: optionalText(z.email('Enter a valid email address').max(254)).optional().default(null),
    phoneNumber: optionalText(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number, e.g. +1 555 010 0100'),
    )
      .optional()
      .default(null),
    pushEnabled: z.boolean({ error: 'Push notifications must be on or off' }).optional().default(true),
    digestHour: z
      .number({ error: 'Digest hour must be a whole hour from 0 to 23' })
      .int('Digest hour must be a whole hour from 0 to 23')
      .min(0, 'Digest hour must be a whole hour from 0 to 23')
      .max(23, 'Digest hour must be a whole hour from 0 to 23')
      .optional()
      .default(7),
    timeZone: timeZoneName.optional().default('UTC'),
    urgentBreaksQuietHours: z
      .boolean({ error: 'Urgent alerts in quiet hours must be on or off' })
      .optional()
      .default(true),
    categoryChannels: categoryChannels.optional().transform((chosen) => chosen ?? defaultCategoryChannels()),
  })
  .strict()
  .refine((p) => !(p.smsEnabled || p.voiceEnabled) || p.phoneNumber !== null, {
    message: PHONE_REQUIRED,
    path: ['phoneNumber'],
  })
  .refine((p) => !p.quietHoursEnabled || p.quietHoursStart !== p.quietHoursEnd, {
    message: 'Quiet hours must start and end at different times',
    path: ['quietHoursEnd'],
  });
export type SaveNotificationPreferencesBody = z.input<typeof saveNotificationPreferencesBody>;
