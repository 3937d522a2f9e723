import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG_BYTES } from '@familyhub/server-kit/testing';
import { memberClient, runScript, startPlatform, type RunningPlatform } from './testing/platform-processes';

// The embedded database and three services start twice on a shared 2-core machine: minutes, not seconds.
jest.setTimeout(600_000);

const work = mkdtempSync(path.join(tmpdir(), 'fh-backup-'));
const original = path.join(work, 'original');
const backup = path.join(work, 'backup');
const restored = path.join(work, 'restored');
let running: RunningPlatform | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(work, { recursive: true, force: true });
});

const account = {
  username: 'backup_admin',
  password: 'backup-password-123',
  name: 'Robin Backup',
  email: 'robin.backup@example.test',
  familyName: 'The Backups',
};
const event = {
  title: 'Piano recital',
  startAt: '2026-12-05T15:00:00.000Z',
  endAt: '2026-12-05T16:30:00.000Z',
  allDay: false,
  timeZone: 'UTC',
};

it('restores a family’s task, event and file from a backup into an empty data dir', async () => {
  // A family with a task, an event and an uploaded school document.
  running = await startPlatform(original, ['identity', 'planning', 'school']);
  const before = memberClient(running.baseUrl);
  expect((await before.json('POST', '/api/auth/sign-up', account)).status).toBe(201);
  const task = await before.json<{ id: number }>('POST', '/api/tasks', { title: 'Renew library cards' });
  expect(task.status).toBe(201);
  expect((await before.json('POST', '/api/events', event)).status).toBe(201);
  const upload = await before.upload('/api/upload', PNG_BYTES, 'permission-slip.png', 'image/png');
  expect(upload.status).toBe(201);
  const { fileUrl } = upload.body;

  // While the embedded database is open, a backup is refused.
  const refused = runScript('backup.mjs', [backup], original);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('the platform is running');
  expect(existsSync(backup)).toBe(false);

  await running.stop();
  running = undefined;

  const made = runScript('backup.mjs', [backup], original);
  expect(made.output).toContain('backup written');
  expect(made.status).toBe(0);
  const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
  // One database for every service (ADR 0015), each service's tables in its own schema.
  expect(manifest.databases.map((d: { schema: string }) => d.schema)).toEqual(['shared']);
  expect(manifest.files.count).toBe(1);
  expect(manifest.kept).toContain('secrets.json');
  // The backup holds the keys: only its owner may read it.
  expect(statSync(backup).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(backup, 'secrets.json')).mode & 0o777).toBe(0o600);

  const put = runScript('restore.mjs', [backup], restored);
  expect(put.output).toContain('restored the backup');
  expect(put.status).toBe(0);
  // A second restore into the now-filled data dir is refused: two installs never mix.
  const again = runScript('restore.mjs', [backup], restored);
  expect(again.status).toBe(1);
  expect(again.output).toContain('already holds data');

  // The restored data dir alone (its own secrets) serves the same family.
  running = await startPlatform(restored, ['identity', 'planning', 'school']);
  const after = memberClient(running.baseUrl);
  const signIn = await after.json('POST', '/api/auth/sign-in', {
    username: account.username,
    password: account.password,
  });
  expect(signIn.status).toBe(200);
  const tasks = await after.json<{ items: { id: number; title: string }[] }>('GET', '/api/tasks');
  expect(tasks.body.items).toEqual([
    expect.objectContaining({ id: task.body.id, title: 'Renew library cards' }),
  ]);
  const events = await after.json<{ title: string }[] | { items: { title: string }[] }>(
    'GET',
    '/api/events?from=2026-12-01&to=2026-12-31',
  );
  expect(events.status).toBe(200);
  const eventList = Array.isArray(events.body) ? events.body : events.body.items;
  expect(eventList.map((e) => e.title)).toContain('Piano recital');
  const file = await after.download(fileUrl);
  expect(file.status).toBe(200);
  expect(file.bytes.equals(PNG_BYTES)).toBe(true);
});
