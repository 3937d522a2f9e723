import { Router } from 'express';
import {
  createEmergencyContactBody,
  emergencyContactListQuery,
  updateEmergencyContactBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { EmergencyContactsService } from './emergency-contacts.service';

export function emergencyContactsRouter(contacts: EmergencyContactsService): Router {
  const router = Router();

  router.get('/api/emergency-contacts', async (req, res) => {
    res.json(await contacts.list(callerOf(req), parse(emergencyContactListQuery, req.query)));
  });

  router.post('/api/emergency-contacts', async (req, res) => {
    const caller = callerOf(req);
    contacts.assertMayChange(caller);
    res.status(201).json(await contacts.create(caller, parse(createEmergencyContactBody, req.body)));
  });

  router.patch('/api/emergency-contacts/:id', async (req, res) => {
    const caller = callerOf(req);
    contacts.assertMayChange(caller);
    const id = parseId(req.params.id, 'Emergency contact');
    res.json(await contacts.update(caller, id, parse(updateEmergencyContactBody, req.body)));
  });

  router.delete('/api/emergency-contacts/:id', async (req, res) => {
    await contacts.remove(callerOf(req), parseId(req.params.id, 'Emergency contact'));
    res.status(204).end();
  });

  return router;
}
