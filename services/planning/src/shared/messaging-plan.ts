import { hasFeature } from '@familyhub/contracts';
import { forbidden, type Caller } from '@familyhub/server-kit';

/** The 403 code the shell answers with the Premium Feature dialog (same as the gateway's plan gate). */
export const PLAN_REQUIRED = 'plan_required';
export const MESSAGES_PLAN_MESSAGE =
  'Family Messages is a premium feature. Upgrade to a premium plan to read and send family messages.';

/** Spec 000 §6: messages need `unlimited_messaging` (a paid plan); the one rule, for every way in. */
export function assertMessagingPlan(caller: Caller): void {
  if (!hasFeature(caller.plan, 'unlimited_messaging')) throw forbidden(MESSAGES_PLAN_MESSAGE, PLAN_REQUIRED);
}

/**
 * The live topic of the conversation list (its unread counts, the sidebar's Messages link) and of the groups'
 * threads; the family thread's own is messages.service's MESSAGES_TOPIC.
 */
export const CONVERSATIONS_TOPIC = 'conversations';
