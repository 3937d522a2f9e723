import { runtimeMode } from './runtime-mode';

describe('runtimeMode: one reading of NODE_ENV and DEMO_MODE', () => {
  it('is development with demo mode when neither is set', () => {
    expect(runtimeMode({})).toEqual({ environment: 'development', production: false, demoMode: true });
    expect(runtimeMode({ NODE_ENV: '', DEMO_MODE: '' })).toEqual(runtimeMode({}));
  });

  it('reads production whatever its case and spaces, and production turns demo mode off', () => {
    for (const NODE_ENV of ['production', 'Production', 'production ', ' PRODUCTION\n']) {
      expect(runtimeMode({ NODE_ENV })).toEqual({
        environment: 'production',
        production: true,
        demoMode: false,
      });
    }
    expect(runtimeMode({ NODE_ENV: 'production', DEMO_MODE: 'on' }).demoMode).toBe(false);
  });

  it('turns demo mode off with DEMO_MODE=off in any case', () => {
    expect(runtimeMode({ DEMO_MODE: 'OFF ' }).demoMode).toBe(false);
    expect(runtimeMode({ DEMO_MODE: 'On' }).demoMode).toBe(true);
    expect(runtimeMode({ NODE_ENV: 'test' }).environment).toBe('test');
  });

  it('refuses a value it does not know, naming the variable and what it takes', () => {
    expect(() => runtimeMode({ NODE_ENV: 'prod' })).toThrow(
      'NODE_ENV must be production, development, test or unset, not "prod"',
    );
    expect(() => runtimeMode({ DEMO_MODE: 'false' })).toThrow(
      'DEMO_MODE must be on or off (or unset), not "false"',
    );
  });
});
