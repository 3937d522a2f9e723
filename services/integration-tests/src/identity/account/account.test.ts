import type { DataExport } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import type { Caller } from '@familyhub/server-kit';
import { addMember, enableTwoFactor, resolveCaller, signUpFamily } from '@familyhub/identity-service/testing';
import { identityWithDomains } from '../../testing/domain-servers';

// Data export and account deletion reach every domain service: all five run here on their own databases.
const env = identityWithDomains();

const as = (caller: Caller | null) => signedClient(env.identity.app, caller);
const planning = (caller: Caller) => signedClient(env.domains.apps.planning, caller);
const PASSWORD = 'correct horse battery';

async function familyWithTask(familyName: string, taskTitle: string) {
  const family = await signUpFamily(env.identity.app, { familyName });
  await planning(family.caller).post('/api/tasks').send({ title: taskTitle }).expect(201);
  return family;
}

async function requestExport(caller: Caller): Promise<DataExport> {
  const res = await as(caller).post('/api/account/export').expect(201);
  return res.body as DataExport;
}

function jsonOf(res: { body: unknown; text: string }) {
  return JSON.parse(res.text) as {
    format: string;
    family: { name: string; currency: string };
    members: Record<string, unknown>[];
    identity: Record<string, unknown[]>;
    domains: Record<string, Record<string, Record<string, unknown>[]>>;
  };
}

describe('POST /api/account/export and its download', () => {
  it("gives the admin a JSON file of everything the family owns, never another family's rows or any secret", async () => {
    const family = await familyWithTask('The Exporters', 'Pack the lunches');
    await familyWithTask('The Neighbours', 'Neighbours secret task');
    const requested = await requestExport(family.caller);
    expect(requested).toMatchObject({
      exportType: 'family',
      format: 'json',
      status: 'pending',
      requestedById: family.caller.userId,
    });

    const res = await as(family.caller)
      .get(`/api/account/export/${requested.id}/download?format=json`)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="familyhub-the-exporters-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = jsonOf(res);
    expect(file.format).toBe('familyhub-export/1');
    expect(file.family).toMatchObject({ name: 'The Exporters', currency: 'USD' });
    expect(file.members.map((m) => m.username)).toEqual([family.body.username.toLowerCase()]);
    expect(file.domains.planning.tasks.map((t) => t.title)).toEqual(['Pack the lunches']);
    expect(Object.keys(file.domains).sort()).toEqual(['home', 'money', 'planning', 'school', 'wellness']);
    expect(file.identity.data_exports).toHaveLength(1);
    expect(res.text).not.toContain('Neighbours secret task');
    expect(res.text).not.toMatch(/password|argon2|token_hash|two_factor_secret|backup_codes/i);

    const again = await as(family.caller).get(`/api/account/export/${requested.id}/download`).expect(200);
    expect(jsonOf(again).identity.data_exports).toMatchObject([{ status: 'completed' }]);
  });

  it('takes the notifications sent and the push devices along, without their secrets (issue #30)', async () => {
    const family = await familyWithTask('The Notified', 'Water the plants');
    await as(family.caller).post('/api/notifications/test').send({ channel: 'email' }).expect(200);
    await as(family.caller)
      .post('/api/notifications/push-subscriptions')
      .send({
        endpoint: 'https://push.example.test/send/abc123',
        keys: { p256dh: 'BPublicKeyOfTheBrowserThatIsLongEnough', auth: 'authsecret-only-the-browser' },
        deviceName: 'Kitchen tablet',
      })
      .expect(201);
    const { id } = await requestExport(family.caller);
    const res = await as(family.caller).get(`/api/account/export/${id}/download?format=json`).expect(200);
    const file = jsonOf(res);
    expect(file.identity.notification_logs).toMatchObject([
      { type: 'test', channel: 'email', status: 'sent' },
    ]);
    expect(file.identity.push_subscriptions).toMatchObject([{ device_name: 'Kitchen tablet' }]);
    expect(res.text).not.toContain('authsecret-only-the-browser');
  });

  it("gives the family's events as an iCalendar attachment", async () => {
    const family = await signUpFamily(env.identity.app, { familyName: 'Calendar Folk' });
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await planning(family.caller)
      .post('/api/events')
      .send({ title: 'Swimming gala', startAt: start })
      .expect(201);
    const { id } = await requestExport(family.caller);
    const res = await as(family.caller).get(`/api/account/export/${id}/download?format=ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="familyhub-calendar-folk-.*-events\.ics"$/,
    );
    expect(res.text).toContain('BEGIN:VCALENDAR');
    expect(res.text).toContain('SUMMARY:Swimming gala');
  });

  it('refuses a child and a parent without the export permission (403), allows a parent with it', async () => {
    const family = await signUpFamily(env.identity.app);
    const child = await addMember(env.identity.app, family.caller, { role: 'child' });
    const parent = await addMember(env.identity.app, family.caller, { role: 'parent' });
    const refused = await as(child.caller).post('/api/account/export').expect(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message: 'Only the family admin, or a parent allowed to export data, can export the family’s data',
    });
    await as(parent.caller).post('/api/account/export').expect(403);
    await as(family.caller).patch(`/api/users/${parent.member.id}`).send({ canExportData: true }).expect(200);
    const allowed = await requestExport(parent.caller);
    const parentCopy = await as(parent.caller).get(`/api/account/export/${allowed.id}/download`).expect(200);
    // The admin's billing rows (the saved card reference) stay the admin's.
    const tables = (copy: { text: string }) =>
      Object.keys((JSON.parse(copy.text) as { identity: Record<string, unknown> }).identity);
    expect(tables(parentCopy)).not.toContain('subscriptions');
    expect(tables(parentCopy)).not.toContain('payment_transactions');
    const adminCopy = await as(family.caller)
      .get(`/api/account/export/${(await requestExport(family.caller)).id}/download`)
      .expect(200);
    expect(tables(adminCopy)).toContain('subscriptions');
    // Taking the permission away also stops the download of an export already asked for.
    await as(family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canExportData: false })
      .expect(200);
    await as(parent.caller).get(`/api/account/export/${allowed.id}/download`).expect(403);
  });

  it("answers 404 for another family's export and another member's, 400 for an unknown format, 401 unsigned", async () => {
    const family = await signUpFamily(env.identity.app);
    const other = await signUpFamily(env.identity.app);
    const parent = await addMember(env.identity.app, family.caller, { role: 'parent' });
    const { id } = await requestExport(family.caller);
    const notFound = await as(other.caller).get(`/api/account/export/${id}/download`).expect(404);
    expect(notFound.body).toEqual({ error: 'not_found', message: 'Data export not found' });
    await as(parent.caller).get(`/api/account/export/${id}/download`).expect(404);
    const badFormat = await as(family.caller)
      .get(`/api/account/export/${id}/download?format=xml`)
      .expect(400);
    expect(badFormat.body.message).toBe('Format must be json or ics');
    await as(null).post('/api/account/export').expect(401);
  });

  it('answers 503 naming the domain that is down', async () => {
    const family = await signUpFamily(env.identity.app);
    const { id } = await requestExport(family.caller);
    env.domains.takeDown('wellness');
    const res = await as(family.caller).get(`/api/account/export/${id}/download`).expect(503);
    expect(res.body.message).toBe(
      'The Wellness service is not answering right now, so the export could not be made. Please try again shortly.',
    );
  });
});

describe('DELETE /api/account', () => {
  const confirm = { password: PASSWORD, confirmation: 'DELETE' };

  it("removes a child's account after the password and the typed word, signs them out and keeps the family", async () => {
    const family = await familyWithTask('Stayers', 'Still here');
    const child = await addMember(env.identity.app, family.caller, {
      role: 'child',
      password: 'child password 1',
    });
    const wrong = await as(child.caller)
      .delete('/api/account')
      .send({ password: 'nope', confirmation: 'DELETE' })
      .expect(400);
    expect(wrong.body).toEqual({ error: 'wrong_password', message: 'Your password is incorrect' });
    const unconfirmed = await as(child.caller)
      .delete('/api/account')
      .send({ password: 'child password 1', confirmation: 'delete' })
      .expect(400);
    expect(unconfirmed.body.message).toBe('Type DELETE to confirm');

    const signIn = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: child.body.username, password: 'child password 1' })
      .expect(200);
    const token = decodeURIComponent(String(signIn.headers['set-cookie']).split(';')[0].split('=')[1]);
    const childCaller = await resolveCaller(env.identity.app, token);
    const res = await as(childCaller)
      .delete('/api/account')
      .send({ password: 'child password 1', confirmation: 'DELETE' })
      .expect(200);
    expect(res.body).toEqual({ familyDeleted: false });
    expect(String(res.headers['set-cookie'])).toMatch(/fh_session=;/);
    await as(null).post('/internal/sessions/resolve').send({ token }).expect(401);
    const members = await as(family.caller).get('/api/users').expect(200);
    expect(members.body.map((m: { id: number }) => m.id)).toEqual([family.caller.userId]);
    const tasks = await planning(family.caller).get('/api/tasks').expect(200);
    expect(tasks.body.items.map((t: { title: string }) => t.title)).toEqual(['Still here']);
  });

  it('asks the family admin to confirm deleting the whole family (409)', async () => {
    const family = await signUpFamily(env.identity.app);
    const res = await as(family.caller).delete('/api/account').send(confirm).expect(409);
    expect(res.body.error).toBe('family_deletion_required');
    await as(family.caller).get('/api/auth/me').expect(200);
  });

  it('refuses with 503 and deletes nothing when a domain is down', async () => {
    const family = await familyWithTask('Unlucky', 'Survives the outage');
    env.domains.takeDown('money');
    const res = await as(family.caller)
      .delete('/api/account')
      .send({ ...confirm, deleteFamily: true })
      .expect(503);
    expect(res.body.message).toBe(
      'The Money service is not answering right now, so nothing was deleted. Please try again shortly.',
    );
    await as(family.caller).get('/api/auth/me').expect(200);
    const tasks = await planning(family.caller).get('/api/tasks').expect(200);
    expect(tasks.body.items).toHaveLength(1);
  });

  it("deletes the admin's whole family in every service and leaves other families alone", async () => {
    const family = await familyWithTask('Leavers', 'Gone with the family');
    const child = await addMember(env.identity.app, family.caller, { role: 'child' });
    const other = await familyWithTask('Neighbours Two', 'Neighbour task stays');
    const res = await as(family.caller)
      .delete('/api/account')
      .send({ ...confirm, deleteFamily: true })
      .expect(200);
    expect(res.body).toEqual({ familyDeleted: true });

    const left = await planning(family.caller).get('/internal/export').expect(200);
    expect(left.body.tables.tasks).toEqual([]);
    await as(family.caller).get('/api/auth/me').expect(401);
    const childSignIn = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: child.body.username, password: child.body.password });
    expect(childSignIn.status).toBe(401);
    const stays = await planning(other.caller).get('/api/tasks').expect(200);
    expect(stays.body.items.map((t: { title: string }) => t.title)).toEqual(['Neighbour task stays']);
    await as(other.caller).get('/api/auth/me').expect(200);
  });

  it('asks for a current two-factor code (or a backup code) beside the password while two-factor is on', async () => {
    const family = await familyWithTask('Guarded', 'Kept until the code');
    const { backupCodes } = await enableTwoFactor(env.identity.app, family.caller);
    const everything = { ...confirm, deleteFamily: true };

    const passwordOnly = await as(family.caller).delete('/api/account').send(everything).expect(400);
    expect(passwordOnly.body).toEqual({
      error: 'two_factor_code_required',
      message: 'Enter the 6-digit code or a backup code',
    });
    const wrongCode = await as(family.caller)
      .delete('/api/account')
      .send({ ...everything, code: 'aaaaa-aaaaa' })
      .expect(400);
    expect(wrongCode.body).toEqual({ error: 'invalid_code', message: 'Invalid verification code' });
    const wrongPassword = await as(family.caller)
      .delete('/api/account')
      .send({ ...everything, password: 'not mine at all', code: backupCodes[0] })
      .expect(400);
    expect(wrongPassword.body.error).toBe('wrong_password');
    await as(family.caller).get('/api/auth/me').expect(200);
    const tasks = await planning(family.caller).get('/api/tasks').expect(200);
    expect(tasks.body.items).toHaveLength(1);

    const res = await as(family.caller)
      .delete('/api/account')
      .send({ ...everything, code: backupCodes[0] })
      .expect(200);
    expect(res.body).toEqual({ familyDeleted: true });
    await as(family.caller).get('/api/auth/me').expect(401);
  });
});
