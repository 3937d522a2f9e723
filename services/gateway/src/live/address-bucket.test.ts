import { addressBucket } from './address-bucket';

describe('addressBucket', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const bucket = '2001:db8:0:1::/64';
    expect(addressBucket('2001:db8:0:1::1')).toBe(bucket);
    expect(addressBucket('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(addressBucket('2001:db8::1:aaaa:bbbb:cccc:dddd')).toBe(bucket);
    expect(addressBucket('2001:db8:0:1::5%eth0')).toBe(bucket);
    expect(addressBucket('2001:db8:0:2::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('has a bucket for an unknown address', () => {
    expect(addressBucket(undefined)).toBe('unknown');
  });
});
