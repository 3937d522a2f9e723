// What events offer to the other planning features: their repository's type and the occurrence and time rules.
export type { EventExceptionRow } from './event-exceptions.table';
export type { EventsRepository } from './events.repository';
export { groupExceptions, resolvedOccurrences, type ExceptionsByEvent } from './occurrence-exceptions';
export { DAY_MS, dateOf, instantAt, isoDateOf, wallClockAt } from './zoned-time';
