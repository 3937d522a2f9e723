import type { GuestStatus } from '@familyhub/contracts';

/** A guest's reply, as its message key (the guests tab and the guest form). */
export const statusKey = (status: GuestStatus) => `status.${status}` as const;
