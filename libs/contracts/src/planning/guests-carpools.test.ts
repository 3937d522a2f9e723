import { seatsLeft } from './guests-carpools';

describe('seatsLeft', () => {
  it('counts the free seats and never goes below zero', () => {
    expect(seatsLeft(4, 0)).toBe(4);
    expect(seatsLeft(4, 3)).toBe(1);
    expect(seatsLeft(1, 1)).toBe(0);
    expect(seatsLeft(2, 5)).toBe(0);
  });
});
