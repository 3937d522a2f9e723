import type { Response, Router } from 'express';
import { calendarFeedEndpoints as endpoints } from '@familyhub/contracts';
import { callerOf, endpointRouter } from '@familyhub/server-kit';
import type { CalendarFeedService } from './calendar-feed.service';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function sendCalendar(res: Response, text: string, filename: string) {
  res.setHeader('Content-Type', ICS_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(text);
}

export function calendarFeedRouter(feed: CalendarFeedService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.status, ({ caller }) => feed.status(caller));
    bind(endpoints.turnOn, ({ caller }) => feed.turnOn(caller));
    bind(endpoints.turnOff, ({ caller }) => feed.revoke(caller));
    // Public (the gateway forwards it without a session): calendar apps cannot sign in, the secret token is the key.
    bind(endpoints.file, async ({ params }, _req, res) => {
      sendCalendar(res, await feed.calendarForFile(params.file), 'familyhub.ics');
      return '';
    });
  });

  // Service to service (identity's data export asks for the signed caller's family calendar).
  router.get('/internal/export/events.ics', async (req, res) => {
    sendCalendar(res, await feed.exportForCaller(callerOf(req)), 'family-events.ics');
  });

  return router;
}
