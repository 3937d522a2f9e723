import { poolSize } from './db';

describe('the database pool size (issue #34, the tail under a crowd)', () => {
  it('is 4 a service unless DB_POOL_SIZE says otherwise', () => {
    expect(poolSize({})).toBe(4);
    expect(poolSize({ DB_POOL_SIZE: '10' })).toBe(10);
  });

  it('ignores a value that is not a whole number above 0', () => {
    for (const value of ['', '0', '-2', '2.5', 'many']) expect(poolSize({ DB_POOL_SIZE: value })).toBe(4);
  });
});
