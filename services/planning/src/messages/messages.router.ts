import { Router } from 'express';
import { createMessageBody, messagePageQuery } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { MessagesService } from './messages.service';

export function messagesRouter(messages: MessagesService): Router {
  const router = Router();

  router.get('/api/messages', async (req, res) => {
    const caller = callerOf(req);
    res.json(await messages.page(caller, parse(messagePageQuery, req.query)));
  });

  router.post('/api/messages', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await messages.send(caller, parse(createMessageBody, req.body)));
  });

  return router;
}
