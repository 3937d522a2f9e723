import type { FamilyMemberReach } from '@familyhub/contracts';
import { cachedMemberReach } from './member-reach';

const member = (id: number): FamilyMemberReach => ({
  id,
  name: `Member ${id}`,
  role: 'parent',
  canViewFinances: false,
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
});

describe('cachedMemberReach', () => {
  it("reuses a family's answer briefly, asks again when told or when it is old, and forgets a failure", async () => {
    let now = 0;
    let answer: Promise<FamilyMemberReach[]> = Promise.resolve([member(1)]);
    const ask = jest.fn(() => answer);
    const reach = cachedMemberReach(ask, 15_000, () => now);
    const family = { service: 'school', familyId: 4 };

    expect(await reach(family)).toEqual([member(1)]);
    answer = Promise.resolve([member(1), member(2)]);
    expect(await reach(family)).toEqual([member(1)]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await reach({ service: 'school', familyId: 5 })).toHaveLength(2);
    expect(await reach(family, { fresh: true })).toHaveLength(2);

    answer = Promise.resolve([member(3)]);
    now = 15_000;
    expect(await reach(family)).toEqual([member(3)]);

    answer = Promise.reject(new Error('identity is down'));
    now = 30_000;
    await expect(reach(family)).rejects.toThrow('identity is down');
    answer = Promise.resolve([member(4)]);
    expect(await reach(family)).toEqual([member(4)]);
  });
});
