import { Router, type Response } from 'express';
import { callerOf } from '@familyhub/server-kit';
import type { CalendarFeedService } from './calendar-feed.service';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function sendCalendar(res: Response, text: string, filename: string) {
  res.setHeader('Content-Type', ICS_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(text);
}

export function calendarFeedRouter(feed: CalendarFeedService): Router {
  const router = Router();

  router.get('/api/planning/calendar-feed', async (req, res) => {
    res.json(await feed.status(callerOf(req)));
  });

  // Creates the feed, or replaces its address (the old one stops working); the address is shown only now.
  router.post('/api/planning/calendar-feed', async (req, res) => {
    res.status(201).json(await feed.turnOn(callerOf(req)));
  });

  router.delete('/api/planning/calendar-feed', async (req, res) => {
    await feed.revoke(callerOf(req));
    res.status(204).end();
  });

  // Public (the gateway forwards it without a session): calendar apps cannot sign in, the secret token is the key.
  router.get('/api/calendar-feed/:file', async (req, res) => {
    sendCalendar(res, await feed.calendarForFile(req.params.file), 'familyhub.ics');
  });

  // Service to service (identity's data export asks for the signed caller's family calendar).
  router.get('/internal/export/events.ics', async (req, res) => {
    sendCalendar(res, await feed.exportForCaller(callerOf(req)), 'family-events.ics');
  });

  return router;
}
