import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('home remote screens', () => {
  it('maps exactly the home routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('home')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });
});
