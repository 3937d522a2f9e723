import { formatDateRange, parseQuantity, vacationDayCount } from './vacation-days';

describe('vacationDayCount', () => {
  it('counts both the first and the last day', () => {
    expect(vacationDayCount('2026-07-01', '2026-07-07')).toBe(7);
    expect(vacationDayCount('2026-07-01', '2026-07-01')).toBe(1);
  });

  it('crosses months, leap days and clock changes', () => {
    expect(vacationDayCount('2028-02-28', '2028-03-01')).toBe(3);
    expect(vacationDayCount('2026-03-28', '2026-03-30')).toBe(3);
    expect(vacationDayCount('2026-12-30', '2027-01-02')).toBe(4);
  });
});

describe('formatDateRange', () => {
  it('shows one day once and a range with a dash', () => {
    expect(formatDateRange('2026-07-01', '2026-07-01')).toBe('Jul 1, 2026');
    expect(formatDateRange('2026-07-01', '2026-07-07')).toBe('Jul 1, 2026 – Jul 7, 2026');
  });
});

describe('parseQuantity', () => {
  it('keeps whole numbers of at least 1 and turns anything else into 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const text of ['', 'lots', '0', '-2', '1.5']) expect(parseQuantity(text)).toBe(1);
  });
});
