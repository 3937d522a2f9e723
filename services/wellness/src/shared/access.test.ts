import {
  apiMessageCatalogues,
  messageRef,
  renderMessage,
  type FamilyMemberReach,
} from '@familyhub/contracts';
import { memberParam } from './access';

describe("a member's name in a worded alert (issue #35)", () => {
  const family: FamilyMemberReach[] = [
    {
      id: 1,
      name: 'Sam Rivera',
      role: 'parent',
      canViewFinances: true,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    },
  ];

  it('is the name as typed, and a former member in the reader’s own language', async () => {
    const spanish = (await apiMessageCatalogues.es()).default;
    const ref = messageRef('{giver} gave {patient} {medication}', {
      giver: memberParam(family, 1),
      patient: memberParam(family, 99),
      medication: 'Amoxicillin',
    });
    expect(renderMessage(ref, 'en', undefined)).toBe('Sam Rivera gave a former member Amoxicillin');
    expect(renderMessage(ref, 'es', spanish)).toContain('alguien que ya no está en la familia');
    expect(renderMessage(ref, 'es', spanish)).toContain('Sam Rivera');
  });
});
