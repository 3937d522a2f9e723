import { Router } from 'express';
import { createStudentBody, pageQuery, updateStudentBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { StudentsService } from './students.service';

/** GET /api/students (spec 000 §7), and the enrolment calls of the Schools & students dialog. */
export function studentsRouter(students: StudentsService): Router {
  const router = Router();

  router.get('/api/students', async (req, res) => {
    res.json(await students.list(callerOf(req), parse(pageQuery, req.query)));
  });

  router.get('/api/students/:id', async (req, res) => {
    res.json(await students.get(callerOf(req), parseId(req.params.id, 'Student')));
  });

  router.post('/api/students', async (req, res) => {
    res.status(201).json(await students.create(callerOf(req), parse(createStudentBody, req.body)));
  });

  router.patch('/api/students/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Student');
    res.json(await students.update(callerOf(req), id, parse(updateStudentBody, req.body)));
  });

  router.delete('/api/students/:id', async (req, res) => {
    await students.remove(callerOf(req), parseId(req.params.id, 'Student'));
    res.status(204).end();
  });

  return router;
}
