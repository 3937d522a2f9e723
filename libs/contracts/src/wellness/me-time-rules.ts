// Me time's states without zod: the dashboard's card needs them at start, zod loads with the first form (issue #16).
import type { MeTimeBlock } from './me-time';

/** 001 §4: upcoming (starts later), happening now (between start and end), past (completed or ended). */
export type MeTimeState = 'upcoming' | 'now' | 'past';
export function meTimeStateOf(
  block: Pick<MeTimeBlock, 'startTime' | 'endTime' | 'completed'>,
  now: Date,
): MeTimeState {
  const t = now.getTime();
  if (block.completed || Date.parse(block.endTime) <= t) return 'past';
  if (Date.parse(block.startTime) <= t) return 'now';
  return 'upcoming';
}
