import { ComingSoon } from '@familyhub/ui';

/** Planning areas that a later issue builds (spec 000 §2); each says so rather than showing samples. */
export function CalendarScreen() {
  return (
    <ComingSoon
      area="Calendar & Planning"
      description="Events, vacations, guest lists, carpools and emergency contacts will live here."
    />
  );
}
