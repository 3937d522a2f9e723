import { Router } from 'express';
import {
  createEventBody,
  eventWindowQuery,
  occurrenceChangeBody,
  updateEventBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { EventsService } from './events.service';

export function eventsRouter(events: EventsService): Router {
  const router = Router();

  // The occurrences in a bounded window of days, never the whole history.
  router.get('/api/events', async (req, res) => {
    const caller = callerOf(req);
    res.json(await events.occurrences(caller, parse(eventWindowQuery, req.query)));
  });

  router.post('/api/events', async (req, res) => {
    const caller = callerOf(req);
    events.assertMayChange(caller);
    res.status(201).json(await events.create(caller, parse(createEventBody, req.body)));
  });

  router.get('/api/events/:id', async (req, res) => {
    res.json(await events.get(callerOf(req), parseId(req.params.id, 'Event')));
  });

  router.patch('/api/events/:id', async (req, res) => {
    const caller = callerOf(req);
    events.assertMayChange(caller);
    const id = parseId(req.params.id, 'Event');
    res.json(await events.update(caller, id, parse(updateEventBody, req.body)));
  });

  // One occurrence of a repeating series, addressed by the instant the series puts it (ISO, URL-encoded).
  router.put('/api/events/:id/occurrences/:start', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Event');
    const body = parse(occurrenceChangeBody, req.body);
    res.json(await events.changeOccurrence(caller, id, req.params.start, body));
  });

  router.delete('/api/events/:id/occurrences/:start', async (req, res) => {
    await events.cancelOccurrence(callerOf(req), parseId(req.params.id, 'Event'), req.params.start);
    res.status(204).end();
  });

  router.delete('/api/events/:id', async (req, res) => {
    await events.remove(callerOf(req), parseId(req.params.id, 'Event'));
    res.status(204).end();
  });

  return router;
}
