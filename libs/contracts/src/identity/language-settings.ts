import { z } from 'zod';
import { dateOrders, hourCycles, languages, weekStarts, type LanguageSettings } from './language';

/** GET and PUT /api/users/me/language — a member's language and formats (Settings › Profile); they follow the member. */
export const languageSettings: z.ZodType<LanguageSettings> = z.object({
  language: z.enum(languages, { error: 'Choose English or Español' }),
  hourCycle: z.enum(hourCycles, { error: 'Choose 12-hour, 24-hour or automatic' }),
  weekStart: z.enum(weekStarts, { error: 'Choose Monday, Sunday, Saturday or automatic' }),
  dateOrder: z.enum(dateOrders, { error: 'Choose a date order or automatic' }),
});
