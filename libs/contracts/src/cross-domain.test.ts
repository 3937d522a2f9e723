import { clearAlertsBody, createLinkedTaskBody, raiseAlertsBody } from './cross-domain';

const raise = {
  domain: 'money',
  dedupeKey: 'bill-due:4:2026-12-01',
  recipientIds: [1, 2],
  title: 'Electricity bill due in 3 days',
  target: { type: 'bill', id: 4 },
};

describe('raiseAlertsBody', () => {
  it('defaults the priority to normal and the quiet-hours zone to UTC', () => {
    expect(raiseAlertsBody.parse(raise)).toMatchObject({ priority: 'normal', timeZone: 'UTC' });
  });

  it('refuses a family id, keys with spaces, unknown zones and an expiry before the show time', () => {
    const issue = (body: object) => raiseAlertsBody.safeParse(body).error?.issues[0].message;
    expect(raiseAlertsBody.safeParse({ ...raise, familyId: 3 }).success).toBe(false);
    expect(issue({ ...raise, dedupeKey: 'bill due' })).toBe(
      'Dedupe key must be printable characters without spaces',
    );
    expect(issue({ ...raise, timeZone: 'Nowhere/Else' })).toBe(
      'Time zone must be an IANA name like Europe/Berlin',
    );
    expect(issue({ ...raise, showFrom: '2026-12-01T10:00:00Z', expiresAt: '2026-12-01T09:00:00Z' })).toBe(
      'Expires at must be after show from',
    );
    expect(issue({ ...raise, showFrom: 'tomorrow' })).toBe(
      'Show from must be a date and time like 2026-11-22T18:00:00Z',
    );
  });
});

describe('clearAlertsBody', () => {
  it('takes exactly one of key, prefix or target', () => {
    expect(clearAlertsBody.safeParse({ domain: 'school', dedupeKeyPrefix: 'document-due:' }).success).toBe(
      true,
    );
    expect(clearAlertsBody.safeParse({ domain: 'school' }).success).toBe(false);
    expect(
      clearAlertsBody.safeParse({ domain: 'school', dedupeKey: 'a', dedupeKeyPrefix: 'a' }).success,
    ).toBe(false);
  });
});

describe('createLinkedTaskBody', () => {
  it('is a task with a source naming a known domain and target type', () => {
    const body = { title: 'Return the slip', source: { domain: 'school', type: 'school-document', id: 12 } };
    expect(createLinkedTaskBody.parse(body)).toMatchObject({ priority: 'medium', source: body.source });
    expect(
      createLinkedTaskBody.safeParse({ ...body, source: { ...body.source, domain: 'mars' } }).success,
    ).toBe(false);
    expect(createLinkedTaskBody.safeParse({ ...body, completed: true }).success).toBe(false);
  });
});
