import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  let time = 1_000;
  const now = () => time;
  beforeEach(() => {
    time = 1_000;
  });

  it('answers a value until its own expiry, then forgets it', () => {
    const cache = createTtlCache<string>({ now });
    cache.set('a', 'Alex', 1_500);
    cache.set('b', 'Bo', 3_000);
    time = 1_499;
    expect(cache.get('a')).toBe('Alex');
    time = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('Bo');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing whose expiry has already passed', () => {
    const cache = createTtlCache<string>({ now });
    cache.set('a', 'Alex', 1_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full, not the one set again', () => {
    const cache = createTtlCache<number>({ now, maxEntries: 2 });
    cache.set('a', 1, 9_000);
    cache.set('b', 2, 9_000);
    cache.set('a', 3, 9_000);
    cache.set('c', 4, 9_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('forgets one key, or all', () => {
    const cache = createTtlCache<number>({ now });
    cache.set('a', 1, 9_000);
    cache.set('b', 2, 9_000);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
