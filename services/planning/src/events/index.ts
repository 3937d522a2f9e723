// What events offer to the other planning features: their repository's type and the occurrence and time rules.
export type { EventExceptionRow } from './events.table';
export type { EventsRepository } from './events.repository';
export { groupExceptions, resolvedOccurrences, type ExceptionsByEvent } from './occurrence-exceptions';
export { affordableSeries } from '@familyhub/server-kit';
export { DAY_MS, dateOf, instantAt, isoDateOf, wallClockAt } from '@familyhub/server-kit';
// What app.ts wires.
export { createEventsRepository } from './events.repository';
export { eventsRouter } from './events.router';
export { createEventsService, type EventsService } from './events.service';
