import type { Family, FamilyMember, Session } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

const MANAGE_FORBIDDEN =
  'Only the family admin, or a parent allowed to manage users, can manage family members';

describe('PATCH /api/users/me', () => {
  it('saves the caller’s name and email on the server', async () => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller)
      .patch('/api/users/me')
      .send({ name: '  Alexandra  ', email: 'alexandra@example.com' })
      .expect(200);
    expect(res.body as FamilyMember).toMatchObject({
      id: family.session.user.id,
      name: 'Alexandra',
      email: 'alexandra@example.com',
      role: 'admin',
    });
    const me = await signedClient(identity.app, family.caller).get('/api/auth/me').expect(200);
    expect((me.body as Session).user).toMatchObject({ name: 'Alexandra', email: 'alexandra@example.com' });
  });

  it('lets a child edit their own profile and clear the email, and touches nobody else', async () => {
    const family = await signUpFamily(identity.app, { name: 'Admin Name' });
    const child = await addMember(identity.app, family.caller, { email: 'kid@example.com' });
    const res = await signedClient(identity.app, child.caller)
      .patch('/api/users/me')
      .send({ name: 'Kiddo', email: '' })
      .expect(200);
    expect(res.body).toMatchObject({ id: child.member.id, name: 'Kiddo', email: null, role: 'child' });
    const admin = await signedClient(identity.app, family.caller)
      .get(`/api/users/${family.session.user.id}`)
      .expect(200);
    expect(admin.body.name).toBe('Admin Name');
  });

  it.each([
    ['a blank name', { name: '   ', email: 'a@example.com' }, 'Name is required'],
    ['no name', { email: 'a@example.com' }, 'Name is required'],
    ['a bad email', { name: 'A', email: 'not-an-email' }, 'Enter a valid email address'],
  ])('refuses %s with the form’s message', async (_case, body, message) => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller).patch('/api/users/me').send(body).expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message });
  });

  it('answers 401 to an unsigned call', async () => {
    await signedClient(identity.app, null).patch('/api/users/me').send({ name: 'X', email: '' }).expect(401);
  });
});

describe('PATCH /api/users/:id (Manage member)', () => {
  it('lets the admin change a child’s role, colour and permission flags', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const res = await signedClient(identity.app, family.caller)
      .patch(`/api/users/${child.member.id}`)
      .send({
        role: 'parent',
        color: '#10B981',
        canViewFinances: true,
        canEditSchedule: true,
        canManageUsers: false,
        canExportData: true,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id: child.member.id,
      role: 'parent',
      color: '#10B981',
      canViewFinances: true,
      canEditSchedule: true,
      canManageUsers: false,
      canExportData: true,
    });
    const list = await signedClient(identity.app, family.caller).get('/api/users').expect(200);
    expect((list.body as FamilyMember[]).find((m) => m.id === child.member.id)?.color).toBe('#10B981');
  });

  it('lets a parent with canManageUsers manage members, but not a parent without it nor a child', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller);

    const refused = await signedClient(identity.app, parent.caller)
      .patch(`/api/users/${child.member.id}`)
      .send({ color: '#000000' })
      .expect(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: MANAGE_FORBIDDEN });
    const childRefused = await signedClient(identity.app, child.caller)
      .patch(`/api/users/${child.member.id}`)
      .send({ color: '#000000' })
      .expect(403);
    expect(childRefused.body.message).toBe(MANAGE_FORBIDDEN);

    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canManageUsers: true })
      .expect(200);
    const allowed = await signedClient(identity.app, parent.caller)
      .patch(`/api/users/${child.member.id}`)
      .send({ color: '#123456' })
      .expect(200);
    expect(allowed.body.color).toBe('#123456');
  });

  it('lets no manager widen their own rights, and only the admin grant finance, export and user rights', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const other = await addMember(identity.app, family.caller, { role: 'parent' });
    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canManageUsers: true })
      .expect(200);
    const manager = signedClient(identity.app, parent.caller);

    for (const flag of ['canViewFinances', 'canExportData', 'canEditSchedule']) {
      const own = await manager
        .patch(`/api/users/${parent.member.id}`)
        .send({ [flag]: true })
        .expect(403);
      expect(own.body).toEqual({ error: 'forbidden', message: 'You cannot change your own permissions' });
    }
    for (const flag of ['canViewFinances', 'canExportData', 'canManageUsers']) {
      const granted = await manager
        .patch(`/api/users/${other.member.id}`)
        .send({ [flag]: true })
        .expect(403);
      expect(granted.body.message).toBe(
        'Only the family admin can change who may manage users, view finances or export data',
      );
    }
    // The schedule switch and everyday details stay the manager's to change for others.
    await manager.patch(`/api/users/${other.member.id}`).send({ canEditSchedule: false }).expect(200);
    const same = await manager
      .patch(`/api/users/${parent.member.id}`)
      .send({ color: '#abcdef', canManageUsers: true })
      .expect(200);
    expect(same.body.color).toBe('#abcdef');
    const byAdmin = await signedClient(identity.app, family.caller)
      .patch(`/api/users/${other.member.id}`)
      .send({ canViewFinances: true, canExportData: true })
      .expect(200);
    expect(byAdmin.body).toMatchObject({ canViewFinances: true, canExportData: true });
  });

  it('never changes the admin’s role, and a manager cannot change their own role', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canManageUsers: true })
      .expect(200);

    const byParent = await signedClient(identity.app, parent.caller)
      .patch(`/api/users/${family.session.user.id}`)
      .send({ role: 'child' })
      .expect(403);
    expect(byParent.body).toEqual({
      error: 'forbidden',
      message: "The family admin's role cannot be changed",
    });
    const bySelf = await signedClient(identity.app, family.caller)
      .patch(`/api/users/${family.session.user.id}`)
      .send({ role: 'parent' })
      .expect(403);
    expect(bySelf.body.message).toBe("The family admin's role cannot be changed");
    const ownRole = await signedClient(identity.app, parent.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ role: 'child' })
      .expect(403);
    expect(ownRole.body.message).toBe('You cannot change your own role');

    const me = await signedClient(identity.app, family.caller).get('/api/auth/me').expect(200);
    expect((me.body as Session).user.role).toBe('admin');
  });

  it.each([
    ['role admin', { role: 'admin' }, 'Role must be parent or child'],
    ['a bad colour', { color: 'green' }, 'Colour must be a hex value like #4F46E5'],
    ['a non-boolean flag', { canViewFinances: 'yes' }, 'Invalid input: expected boolean, received string'],
    ['an empty body', {}, 'Nothing to update'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const res = await signedClient(identity.app, family.caller)
      .patch(`/api/users/${child.member.id}`)
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message });
  });

  it('answers 404 for another family’s member and 401 unsigned', async () => {
    const first = await signUpFamily(identity.app);
    const second = await signUpFamily(identity.app);
    const other = await addMember(identity.app, second.caller);
    const res = await signedClient(identity.app, first.caller)
      .patch(`/api/users/${other.member.id}`)
      .send({ color: '#000000' })
      .expect(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Family member not found' });
    const unchanged = await signedClient(identity.app, second.caller)
      .get(`/api/users/${other.member.id}`)
      .expect(200);
    expect(unchanged.body.color).toBe('#4F46E5');
    await signedClient(identity.app, null)
      .patch(`/api/users/${other.member.id}`)
      .send({ color: '#000000' })
      .expect(401);
  });
});

describe('DELETE /api/users/:id (Remove member)', () => {
  // A removal that succeeds reaches every domain service: see member-removal.test.ts, which runs them.

  it('never removes the admin, and a manager cannot remove themselves', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canManageUsers: true })
      .expect(200);

    const admin = await signedClient(identity.app, parent.caller)
      .delete(`/api/users/${family.session.user.id}`)
      .expect(403);
    expect(admin.body).toEqual({ error: 'forbidden', message: 'The family admin cannot be removed' });
    const adminSelf = await signedClient(identity.app, family.caller)
      .delete(`/api/users/${family.session.user.id}`)
      .expect(403);
    expect(adminSelf.body.message).toBe('The family admin cannot be removed');
    const self = await signedClient(identity.app, parent.caller)
      .delete(`/api/users/${parent.member.id}`)
      .expect(403);
    expect(self.body.message).toBe('You cannot remove yourself here');
    const list = await signedClient(identity.app, family.caller).get('/api/users').expect(200);
    expect(list.body).toHaveLength(2);
  });

  it('refuses a child and a parent without canManageUsers', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller);
    const byParent = await signedClient(identity.app, parent.caller)
      .delete(`/api/users/${child.member.id}`)
      .expect(403);
    expect(byParent.body.message).toBe(MANAGE_FORBIDDEN);
    await signedClient(identity.app, child.caller).delete(`/api/users/${parent.member.id}`).expect(403);
    const list = await signedClient(identity.app, family.caller).get('/api/users').expect(200);
    expect(list.body).toHaveLength(3);
  });

  it('answers 404 for another family’s member and 401 unsigned', async () => {
    const first = await signUpFamily(identity.app);
    const second = await signUpFamily(identity.app);
    const other = await addMember(identity.app, second.caller);
    await signedClient(identity.app, first.caller).delete(`/api/users/${other.member.id}`).expect(404);
    await signedClient(identity.app, null).delete(`/api/users/${other.member.id}`).expect(401);
    await signedClient(identity.app, second.caller).get(`/api/users/${other.member.id}`).expect(200);
  });
});

describe('PATCH /api/settings/family', () => {
  it('lets the admin rename the family', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Before' });
    const res = await signedClient(identity.app, family.caller)
      .patch('/api/settings/family')
      .send({ name: ' After ' })
      .expect(200);
    expect(res.body as Family).toEqual({
      id: family.session.family.id,
      name: 'After',
      contentFiltering: true,
      contentSharing: false,
      currency: 'USD',
    });
    const me = await signedClient(identity.app, family.caller).get('/api/auth/me').expect(200);
    expect((me.body as Session).family.name).toBe('After');
  });

  it('refuses a parent and a child with 403, a blank name with 400, and an unsigned call with 401', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Kept' });
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const res = await signedClient(identity.app, parent.caller)
      .patch('/api/settings/family')
      .send({ name: 'Taken over' })
      .expect(403);
    expect(res.body).toEqual({ error: 'forbidden', message: 'Only the family admin can rename the family' });
    const blank = await signedClient(identity.app, family.caller)
      .patch('/api/settings/family')
      .send({ name: ' ' })
      .expect(400);
    expect(blank.body.message).toBe('Family name is required');
    await signedClient(identity.app, null).patch('/api/settings/family').send({ name: 'X' }).expect(401);
    const me = await signedClient(identity.app, family.caller).get('/api/auth/me').expect(200);
    expect((me.body as Session).family.name).toBe('Kept');
  });
});
