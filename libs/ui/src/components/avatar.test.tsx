import { avatarColors } from './avatar';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const s = parseInt(hex.slice(i, i + 2), 16) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('avatarColors (issue #9 item 3: initials at 4.5:1 on any member colour)', () => {
  it.each(['#4F46E5', '#6366F1', '#EC4899', '#10B981', '#F59E0B', '#FFFFFF', '#000000', '#8B5CF6'])(
    'gives readable initials on %s',
    (color) => {
      const { background, text } = avatarColors(color);
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that already reads well as it is', () => {
    expect(avatarColors('#4F46E5')).toEqual({ background: '#4F46E5', text: '#ffffff' });
  });
});
