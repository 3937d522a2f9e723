import type { DigestSection } from '@familyhub/contracts';
import { composeDigest, previewOf } from './compose-digest';
import type { DigestMember } from './digest.repository';

// Issue #35: a member's digest is written in their language, with dates on their clock in it; what the family
// typed stays as they typed it.
const member: DigestMember = {
  userId: 7,
  familyId: 3,
  name: 'Mia',
  accountEmail: null,
  role: 'parent',
  canViewFinances: true,
  plan: 'annual',
  emailEnabled: true,
  pushEnabled: false,
  telegramEnabled: false,
  emailAddress: 'mia@example.test',
  frequency: 'daily',
  hour: 7,
  timeZone: 'Europe/Madrid',
};
const period = {
  key: 'digest:daily:2026-12-01',
  from: new Date('2026-11-30T23:00:00Z'),
  to: new Date('2026-12-01T23:00:00Z'),
  sendAt: new Date('2026-12-01T06:00:00Z'),
};
const sections: DigestSection[] = [
  {
    key: 'events',
    items: [{ text: 'Dentist', when: '2026-12-01T15:30:00Z', userIds: null, link: '/calendar' }],
    more: 0,
  },
  {
    key: 'tasks',
    items: [
      { text: 'Pack the lunches', when: null, userIds: [7], link: '/tasks' },
      { text: 'Water the plants', when: null, userIds: null, link: '/tasks' },
    ],
    more: 3,
  },
];

describe('a digest in the member’s language', () => {
  it('reads as before in English', () => {
    const digest = composeDigest(member, period, sections, ['School']);
    expect(digest.subject).toBe('Your FamilyHub day: Tuesday 1 December');
    expect(digest.body).toBe(
      'Here is what is planned today. School did not answer: their items are missing.',
    );
    expect(digest.summary).toBe('1 event, 5 tasks today');
    expect(digest.sections.map((s) => s.title)).toEqual(['Events', 'Tasks']);
    expect(previewOf(digest, period, 'daily', ['School']).text).toContain('- and 3 more');
  });

  it('is written in Spanish for a member who chose it, with Spanish plurals and dates', () => {
    const digest = composeDigest({ ...member, language: 'es' }, period, sections, ['School']);
    expect(digest.subject).toBe('Tu día en FamilyHub: martes, 1 de diciembre');
    expect(digest.body).toBe(
      'Esto es lo que hay previsto hoy. Sin respuesta de School: faltan sus elementos.',
    );
    expect(digest.summary).toBe('1 evento, 5 tareas hoy');
    expect(digest.sections.map((s) => s.title)).toEqual(['Eventos', 'Tareas']);
    expect(digest.sections[0].items).toEqual([{ text: 'Dentist', when: '16:30' }]);
    const preview = previewOf(digest, period, 'daily', ['School'], 'es');
    expect(preview.text).toContain('- y 3 más');
    expect(preview.text).toContain('- Pack the lunches');
    expect(composeDigest({ ...member, language: 'es' }, period, [], []).summary).toBe('Nada previsto hoy');
  });
});
