import { domainAccess, updateDomainSwitchesBody } from './platform';

const on = { free: true, monthly: true, annual: true };

describe('domainAccess', () => {
  it('is enabled for a plan the domain is switched on for', () => {
    expect(domainAccess({ plans: on, killed: false }, 'free')).toEqual({
      status: 'enabled',
      availableOn: ['free', 'monthly', 'annual'],
    });
  });

  it('locks a domain that only a better plan has', () => {
    const paid = { plans: { free: false, monthly: true, annual: true }, killed: false };
    expect(domainAccess(paid, 'free')).toEqual({ status: 'plan_locked', availableOn: ['monthly', 'annual'] });
    expect(domainAccess(paid, null).status).toBe('plan_locked');
    const annualOnly = { plans: { free: false, monthly: false, annual: true }, killed: false };
    expect(domainAccess(annualOnly, 'monthly')).toEqual({ status: 'plan_locked', availableOn: ['annual'] });
  });

  it('disables a domain that no better plan has', () => {
    const monthlyOnly = { plans: { free: false, monthly: true, annual: false }, killed: false };
    expect(domainAccess(monthlyOnly, 'annual')).toEqual({ status: 'disabled', availableOn: ['monthly'] });
    expect(
      domainAccess({ plans: { free: false, monthly: false, annual: false }, killed: false }, 'free').status,
    ).toBe('disabled');
  });

  it('makes a killed domain unavailable to every plan', () => {
    for (const plan of ['free', 'monthly', 'annual'] as const) {
      expect(domainAccess({ plans: on, killed: true }, plan)).toEqual({
        status: 'unavailable',
        availableOn: [],
      });
    }
  });
});

describe('updateDomainSwitchesBody', () => {
  it('needs at least one switch and nothing else', () => {
    expect(updateDomainSwitchesBody.safeParse({}).success).toBe(false);
    expect(updateDomainSwitchesBody.safeParse({ plans: {} }).success).toBe(false);
    expect(updateDomainSwitchesBody.safeParse({ name: 'x', killed: true }).success).toBe(false);
    expect(updateDomainSwitchesBody.safeParse({ plans: { monthly: 'no' } }).success).toBe(false);
    expect(updateDomainSwitchesBody.parse({ plans: { monthly: false } })).toEqual({
      plans: { monthly: false },
    });
    expect(updateDomainSwitchesBody.parse({ killed: true })).toEqual({ killed: true });
  });
});
