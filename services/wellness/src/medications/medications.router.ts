import { Router } from 'express';
import {
  createMedicationBody,
  createMedicationLogBody,
  medicationDayQuery,
  medicationListQuery,
  medicationLogListQuery,
  updateMedicationBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { MedicationsService } from './medications.service';

/** 001 §7's medication calls, plus the day view and undoing a log. */
export function medicationsRouter(service: MedicationsService): Router {
  const router = Router();

  router.get('/api/medications', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(medicationListQuery, req.query)));
  });

  router.get('/api/medications/today', async (req, res) => {
    res.json(await service.day(callerOf(req), parse(medicationDayQuery, req.query)));
  });

  router.get('/api/medications/:id', async (req, res) => {
    res.json(await service.get(callerOf(req), parseId(req.params.id, 'Medication')));
  });

  router.post('/api/medications', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createMedicationBody, req.body)));
  });

  router.patch('/api/medications/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Medication');
    res.json(await service.update(callerOf(req), id, parse(updateMedicationBody, req.body)));
  });

  router.delete('/api/medications/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Medication'));
    res.status(204).end();
  });

  router.get('/api/medication-logs', async (req, res) => {
    res.json(await service.listLogs(callerOf(req), parse(medicationLogListQuery, req.query)));
  });

  router.post('/api/medication-logs', async (req, res) => {
    res.status(201).json(await service.log(callerOf(req), parse(createMedicationLogBody, req.body)));
  });

  router.delete('/api/medication-logs/:id', async (req, res) => {
    await service.removeLog(callerOf(req), parseId(req.params.id, 'Medication log'));
    res.status(204).end();
  });

  return router;
}
