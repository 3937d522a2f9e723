import type { Router } from 'express';
import { schoolFileEndpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { CalendarItemsService } from './calendar-items.service';

export function calendarItemsRouter(items: CalendarItemsService): Router {
  return endpointRouter((bind) =>
    bind(schoolFileEndpoints.calendarItems, ({ caller, query: { source, from, to } }) =>
      items.list(caller, source, { from, to }),
    ),
  );
}
