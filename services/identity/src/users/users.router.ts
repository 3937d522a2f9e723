import { Router } from 'express';
import { createMemberBody, updateMemberBody, updateProfileBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { UsersService } from './users.service';

export function usersRouter(users: UsersService): Router {
  const router = Router();

  router.get('/api/users', async (req, res) => {
    res.json(await users.members(callerOf(req)));
  });

  router.get('/api/users/children', async (req, res) => {
    res.json(await users.children(callerOf(req)));
  });

  // Before /:id, so "me" is never read as an id.
  router.patch('/api/users/me', async (req, res) => {
    const caller = callerOf(req);
    res.json(await users.updateProfile(caller, parse(updateProfileBody, req.body)));
  });

  router.patch('/api/users/:id', async (req, res) => {
    const caller = callerOf(req);
    const memberId = parseId(req.params.id, 'Family member');
    res.json(await users.updateMember(caller, memberId, parse(updateMemberBody, req.body)));
  });

  router.delete('/api/users/:id', async (req, res) => {
    const caller = callerOf(req);
    await users.removeMember(caller, parseId(req.params.id, 'Family member'));
    res.status(204).end();
  });

  router.get('/api/users/:id', async (req, res) => {
    const caller = callerOf(req);
    res.json(await users.member(caller, parseId(req.params.id, 'Family member')));
  });

  router.post('/api/users', async (req, res) => {
    const caller = callerOf(req);
    users.assertMayAddMembers(caller);
    const body = parse(createMemberBody, req.body);
    res.status(201).json(await users.addMember(caller, body));
  });

  return router;
}
