import { domainAccess, isRemoteEntry, remoteEntryOrigin, updateDomainSwitchesBody } from './platform';
import { declaredRemoteContractVersion } from './remote-contract';

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

describe('remote entries', () => {
  it('takes a manifest on this origin’s /remotes/ or on an HTTPS origin of its own', () => {
    for (const entry of [
      '/remotes/planning/mf-manifest.json',
      '/remotes/planning/2.1.0/mf-manifest.json',
      'https://static.example.org/remotes/planning/2.1.0/mf-manifest.json',
      'http://127.0.0.1:7460/planning/2.0.0/mf-manifest.json',
      'http://localhost:8080/planning/mf-manifest.json',
    ]) {
      expect({ entry, ok: isRemoteEntry(entry) }).toEqual({ entry, ok: true });
    }
  });

  it('refuses plain HTTP off this machine, a bare remoteEntry.js, other paths, credentials and traversal', () => {
    for (const entry of [
      'http://static.example.org/planning/mf-manifest.json',
      'https://static.example.org/planning/remoteEntry.js',
      'https://user:secret@static.example.org/planning/mf-manifest.json',
      'https://static.example.org/planning/mf-manifest.json#x',
      'javascript:alert(1)//mf-manifest.json',
      '//evil.example/planning/mf-manifest.json',
      '/api/planning/mf-manifest.json',
      '/remotes/../api/mf-manifest.json',
      '/remotes/planning/mf-manifest.json?x=1',
      'mf-manifest.json',
    ]) {
      expect({ entry, ok: isRemoteEntry(entry) }).toEqual({ entry, ok: false });
    }
  });

  it('is set, or reset with null, through the update body', () => {
    const url = 'https://static.example.org/planning/2.0.0/mf-manifest.json';
    expect(updateDomainSwitchesBody.parse({ remoteEntry: ` ${url} ` })).toEqual({ remoteEntry: url });
    expect(updateDomainSwitchesBody.parse({ remoteEntry: null })).toEqual({ remoteEntry: null });
    expect(updateDomainSwitchesBody.safeParse({ remoteEntry: 'https://x.example/a.js' }).success).toBe(false);
  });

  it('names the origin a remote comes from (null for this origin)', () => {
    expect(remoteEntryOrigin('https://static.example.org:8443/p/mf-manifest.json')).toBe(
      'https://static.example.org:8443',
    );
    expect(remoteEntryOrigin('/remotes/planning/mf-manifest.json')).toBeNull();
  });

  it('reads the contract version a remote’s manifest declares', () => {
    expect(declaredRemoteContractVersion({ metaData: { familyhub: { remoteContractVersion: 1 } } })).toBe(1);
    expect(
      declaredRemoteContractVersion({ metaData: { familyhub: { remoteContractVersion: '1' } } }),
    ).toBeNull();
    expect(declaredRemoteContractVersion({ metaData: {} })).toBeNull();
    expect(declaredRemoteContractVersion(null)).toBeNull();
  });
});
