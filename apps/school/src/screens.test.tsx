import { domainOf } from '@familyhub/contracts';
import screens from './screens';

describe('school remote screens', () => {
  it('maps exactly the school routes of the domain catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(
      [...(domainOf('school')?.routes.map((r) => r.path) ?? [])].sort(),
    );
  });
});
