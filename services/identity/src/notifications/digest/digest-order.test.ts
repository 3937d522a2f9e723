import type { DigestAnswer, DigestPreview, DomainId } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import { createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../../testing';

/**
 * A digest's sections come in the domains' own order (planning's events before money's bills), whichever domain
 * answers first: they were added as the answers arrived, so a slow planning put Bills on top now and then.
 */
let identity: IdentityUnderTest;
// Planning answers last, money at once.
const delays: Partial<Record<DomainId, number>> = { planning: 150, money: 0 };
const sectionOf: Partial<Record<DomainId, DigestAnswer['families'][number]['sections'][number]>> = {
  planning: {
    key: 'events',
    items: [{ text: 'Dentist', when: null, userIds: null, link: '/calendar' }],
    more: 0,
  },
  money: {
    key: 'bills',
    items: [{ text: 'Pay Electricity', when: null, userIds: null, link: '/bills' }],
    more: 0,
  },
};
const asked: DomainId[] = [];

beforeAll(async () => {
  identity = await createIdentityUnderTest({
    notifications: {
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
      clock: () => new Date('2026-12-01T07:05:00Z'),
    },
    async askDigest(domain, windows) {
      asked.push(domain);
      await new Promise((resolve) => setTimeout(resolve, delays[domain] ?? 50));
      const section = sectionOf[domain];
      return { families: windows.map((w) => ({ familyId: w.familyId, sections: section ? [section] : [] })) };
    },
  });
}, 120_000);
afterAll(() => identity.close(), 120_000);

it("lists a digest's sections in the domains' order, not as their answers arrive", async () => {
  const { caller } = await signUpFamily(identity.app);
  const as = signedClient(identity.app, caller);
  const path = `/api/users/${caller.userId}/notification-preferences`;
  const current = await as.get(path).expect(200);
  await as
    .post(path)
    .send({ ...current.body, digestEnabled: true, digestFrequency: 'daily', digestHour: 7, timeZone: 'UTC' })
    .expect(200);
  const res = await as.get('/api/notifications/digest/preview').expect(200);
  const preview = res.body as DigestPreview;
  expect(asked).toEqual(expect.arrayContaining(['planning', 'money']));
  expect(preview.sections.map((s) => s.title)).toEqual(['Events', 'Bills']);
});
