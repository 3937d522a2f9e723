import { listenHost } from './listen-address';

describe('where the gateway listens', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '::1' })).toBe('::1');
    expect(listenHost({ HOST: 'localhost' })).toBe('localhost');
    expect(listenHost({ HOST: '0.0.0.0', DEMO_MODE: 'off' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: '192.0.2.10', NODE_ENV: 'production' })).toBe('192.0.2.10');
  });

  it('refuses demo mode on an address other machines can reach', () => {
    expect(() => listenHost({ HOST: '0.0.0.0' })).toThrow(/Demo mode is only for this machine/);
    expect(() => listenHost({ HOST: '::' })).toThrow(/DEMO_MODE=off/);
  });

  it('reads NODE_ENV and DEMO_MODE as every process does: spaces and case do not turn demo mode on', () => {
    expect(listenHost({ HOST: '0.0.0.0', NODE_ENV: 'Production' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: '0.0.0.0', NODE_ENV: 'production ' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: '0.0.0.0', DEMO_MODE: ' OFF' })).toBe('0.0.0.0');
    expect(() => listenHost({ HOST: '0.0.0.0', NODE_ENV: 'prod' })).toThrow(/NODE_ENV must be/);
    expect(() => listenHost({ DEMO_MODE: 'no' })).toThrow(/DEMO_MODE must be on or off/);
  });
});
