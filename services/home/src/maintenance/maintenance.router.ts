import { Router } from 'express';
import {
  completeMaintenanceItemBody,
  createMaintenanceItemBody,
  maintenanceHistoryQuery,
  maintenanceItemQuery,
  updateMaintenanceItemBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { MaintenanceService } from './maintenance.service';

/** `/api/maintenance-items` (items, Mark Done) and `/api/maintenance-items/history` (the done log). */
export function maintenanceRouter(service: MaintenanceService): Router {
  const router = Router();
  router.get('/api/maintenance-items', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(maintenanceItemQuery, req.query)));
  });
  router.get('/api/maintenance-items/history', async (req, res) => {
    res.json(await service.history(callerOf(req), parse(maintenanceHistoryQuery, req.query)));
  });
  router.post('/api/maintenance-items', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createMaintenanceItemBody, req.body)));
  });
  router.patch('/api/maintenance-items/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Maintenance item');
    res.json(await service.update(callerOf(req), id, parse(updateMaintenanceItemBody, req.body)));
  });
  router.delete('/api/maintenance-items/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Maintenance item'));
    res.status(204).end();
  });
  router.post('/api/maintenance-items/:id/complete', async (req, res) => {
    const id = parseId(req.params.id, 'Maintenance item');
    res.json(await service.complete(callerOf(req), id, parse(completeMaintenanceItemBody, req.body ?? {})));
  });
  return router;
}
