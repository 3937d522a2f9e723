import { errorCodes } from '@familyhub/contracts';
import { apiFetch } from '../api-fetch';
import { isApiError } from '../api-error';
import type { EndpointRequest } from '../endpoints';
import { offlineStorage } from './offline-storage';

/** One change made with no network, kept until the server has it (issue #31). */
export interface QueuedWrite {
  /** Its `Idempotency-Key`: a replay of a change the server already applied answers as the first time did. */
  key: string;
  request: EndpointRequest;
  /** The definition's cache resource: the lists that show the change, and its "pending" marks. */
  resource: string;
  /** What the member did, in their words: 'Add “Milk”', 'Tick “Milk”'. */
  label: string;
  /** The stand-in id an added item carries on the screen until the server gives it its own (negative). */
  tempId?: number;
  queuedAt: string;
}

/** A queued change the server refused when it was replayed: shown to the member, never silently dropped. */
export interface SyncConflict {
  key: string;
  label: string;
  /** What the server said: 'Shopping item not found'. */
  message: string;
  at: string;
}

export interface WriteQueueState {
  memberId: number | null;
  pending: readonly QueuedWrite[];
  conflicts: readonly SyncConflict[];
  syncing: boolean;
}

const storageKey = (memberId: number) => `familyhub:writes:${memberId}`;

/** Statuses that mean "not now" rather than "never": the change stays queued and is tried again later. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true; // no answer at all: still offline, or the network dropped mid-call
  // The same change, under the same key, is still being saved (an earlier send whose answer never came back):
  // the next try gets its answer, so it is not a refusal.
  if (error.status === 409 && error.code === errorCodes.idempotencyKeyInFlight) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function idOf(answer: unknown): number | undefined {
  const id = (answer as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The later changes to an added item, pointed at the id the server gave it. */
function withRealId(write: QueuedWrite, tempId: number, id: number): QueuedWrite {
  const path = write.request.path
    .split('/')
    .map((segment) => (segment === String(tempId) ? String(id) : segment))
    .join('/');
  const body = write.request.body;
  const newBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === tempId ? id : v]))
      : body;
  return { ...write, request: { ...write.request, path, ...(body === undefined ? {} : { body: newBody }) } };
}

/**
 * The member's offline changes, kept in IndexedDB (so a closed tab keeps them) and replayed in the order they were
 * made. One per page, shared by the shell and every remote (the api-client is a shared singleton, and the instance
 * is kept on `globalThis` in case a second copy of this module loads).
 */
export class WriteQueue {
  private state: WriteQueueState = { memberId: null, pending: [], conflicts: [], syncing: false };
  private readonly listeners = new Set<() => void>();
  private loaded: Promise<void> = Promise.resolve();
  private draining: Promise<number> | null = null;
  /** Called after a replay changed something on the server, to refresh what the screens show. */
  onSynced: (() => void) | undefined;

  getState = (): WriteQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(changes: Partial<WriteQueueState>) {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  private async save() {
    const { memberId, pending, conflicts } = this.state;
    if (memberId === null) return;
    await offlineStorage().set(storageKey(memberId), { pending, conflicts });
  }

  /** Loads a member's kept changes (a signed-in page); another member's stay where they are. */
  open(memberId: number): Promise<void> {
    if (this.state.memberId === memberId) return this.loaded;
    this.update({ memberId, pending: [], conflicts: [] });
    this.loaded = offlineStorage()
      .get<Pick<WriteQueueState, 'pending' | 'conflicts'>>(storageKey(memberId))
      .then((kept) => {
        if (this.state.memberId !== memberId || !kept) return;
        this.update({ pending: kept.pending ?? [], conflicts: kept.conflicts ?? [] });
      })
      .catch((error: unknown) => console.error('Could not read the changes kept offline', error));
    return this.loaded;
  }

  /** Signing out: the member's kept changes and conflicts are forgotten on this device. */
  async forget(memberId: number): Promise<void> {
    if (this.state.memberId === memberId) this.update({ memberId: null, pending: [], conflicts: [] });
    await offlineStorage().del(storageKey(memberId));
  }

  hasPending(): boolean {
    return this.state.pending.length > 0;
  }

  async enqueue(write: QueuedWrite): Promise<void> {
    await this.loaded;
    this.update({ pending: [...this.state.pending, write] });
    await this.save();
  }

  dismissConflict(key: string): Promise<void> {
    this.update({ conflicts: this.state.conflicts.filter((conflict) => conflict.key !== key) });
    return this.save();
  }

  /**
   * Sends the kept changes in order, each under its first key. One the server refuses (the item was deleted
   * meanwhile) becomes a conflict the member sees; one that cannot be sent now (no network, the server down) stops
   * the replay, to be tried again. Resolves to how many changes reached the server.
   */
  drain(): Promise<number> {
    if (!this.draining) {
      this.draining = this.replay().finally(() => {
        this.draining = null;
      });
    }
    return this.draining;
  }

  private async replay(): Promise<number> {
    await this.loaded;
    let sent = 0;
    if (this.state.pending.length === 0) return sent;
    this.update({ syncing: true });
    try {
      while (this.state.pending.length > 0) {
        const [write, ...rest] = this.state.pending;
        try {
          const answer = await apiFetch<unknown>(write.request.path, {
            method: write.request.method,
            body: write.request.body,
            idempotencyKey: write.key,
          });
          const id = idOf(answer);
          const { tempId } = write;
          this.update({
            pending:
              tempId !== undefined && id !== undefined ? rest.map((w) => withRealId(w, tempId, id)) : rest,
          });
          sent += 1;
        } catch (error) {
          if (isRetryable(error)) break;
          const message = (isApiError(error) && error.serverMessage) || 'The server refused this change.';
          const conflict = { key: write.key, label: write.label, message, at: new Date().toISOString() };
          this.update({ pending: rest, conflicts: [...this.state.conflicts, conflict] });
          sent += 1; // the list changed meanwhile: refresh it either way
        }
        await this.save();
      }
    } finally {
      this.update({ syncing: false });
    }
    if (sent > 0) this.onSynced?.();
    return sent;
  }
}

const globalKey = Symbol.for('familyhub.writeQueue');

/** The page's one queue. */
export function writeQueue(): WriteQueue {
  const holder = globalThis as unknown as Record<symbol, WriteQueue | undefined>;
  holder[globalKey] ??= new WriteQueue();
  return holder[globalKey];
}
