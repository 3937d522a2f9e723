import { defineServerMessages } from '@familyhub/server-kit';
import en from './en.json';
import es from './es.json';

/** The notifications' own words (emails, the digest) in the member's language (issue #35, ADR 0023). */
export const notificationMessages = defineServerMessages(en, { es });
