import { Router } from 'express';
import { familyCalendarQuery } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { CalendarItemsService } from './calendar-items.service';

/** GET /api/school/calendar-items?source&from&to&tz — school's part of the family calendar. */
export function calendarItemsRouter(items: CalendarItemsService): Router {
  const router = Router();
  router.get('/api/school/calendar-items', async (req, res) => {
    const { source, from, to } = parse(familyCalendarQuery, req.query);
    res.json(await items.list(callerOf(req), source, { from, to }));
  });
  return router;
}
