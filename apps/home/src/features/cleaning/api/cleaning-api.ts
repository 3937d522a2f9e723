import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  endpointPages,
  endpointUrl,
  mapPagedCache,
  useEndpointMutation,
  useOfflineMutation,
  useWriteQueue,
  type PagedCache,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CleaningSession,
  type CleaningSessionPage,
  type CleaningTemplate,
  type CreateCleaningTemplateBody,
  type UpdateCleaningTemplateBody,
} from '@familyhub/contracts';
import { cleaningMessages } from '../messages';

const endpoints = endpointRoutes.cleaning;

export function useCleaningTemplates() {
  return useInfiniteQuery(endpointPages(endpoints.templates, undefined));
}

export function useCleaningSessions(state: 'open' | 'finished') {
  return useInfiniteQuery(endpointPages(endpoints.sessions, undefined, { query: { state } }));
}

export const useCreateRoutine = () =>
  useEndpointMutation(endpoints.createTemplate, (body: CreateCleaningTemplateBody) => ({ body }));

export const useUpdateRoutine = () =>
  useEndpointMutation(
    endpoints.updateTemplate,
    ({ id, body }: { id: number; body: UpdateCleaningTemplateBody }) => ({
      params: { id },
      body,
    }),
  );

export const useDeleteRoutine = () =>
  useEndpointMutation(endpoints.removeTemplate, (id: number) => ({ params: { id } }));

export const useStartSession = () =>
  useEndpointMutation(endpoints.start, (templateId: number) => ({ body: { templateId } }));

export interface CleaningTick {
  sessionId: number;
  taskId: number;
  done: boolean;
  /** The task's name, for the pending list and a conflict. */
  name?: string;
  /** Who ticks it (the signed-in member). */
  by?: number;
}

/**
 * The pages cached under 'cleaning'. Routines share the resource, so the pages handed over may hold routines too:
 * only an item with `startedAt` is a session (a routine's own steps are never ticked).
 */
type CleaningCache = PagedCache<CleaningSessionPage>;

const isSession = (item: CleaningSession | CleaningTemplate): item is CleaningSession => 'startedAt' in item;

/** Every loaded page of sessions with one task ticked (or unticked) as the server records it. */
function withTicked(cache: CleaningCache | undefined, { sessionId, taskId, done, by }: CleaningTick) {
  const at = new Date().toISOString();
  return mapPagedCache(cache, (page) => ({
    ...page,
    items: page.items.map((item) =>
      isSession(item) && item.id === sessionId
        ? {
            ...item,
            tasks: item.tasks.map((task) =>
              task.id === taskId
                ? {
                    ...task,
                    isCompleted: done,
                    completedAt: done ? at : null,
                    completedById: done ? (by ?? null) : null,
                  }
                : task,
            ),
          }
        : item,
    ),
  }));
}

/**
 * Ticks a session's step, shown at once; with no network it is kept and sent when the network returns (issue
 * #31), marked as waiting meanwhile. Starting and finishing a session still need the server.
 */
export const useTickTask = () =>
  useOfflineMutation(
    endpoints.tick,
    ({ sessionId, taskId, done }: CleaningTick) => ({
      params: { id: sessionId, taskId },
      body: { isCompleted: done },
    }),
    {
      apply: withTicked,
      label: ({ name, done }) =>
        cleaningMessages.t(done ? 'offline.tick' : 'offline.untick', {
          name: name ?? cleaningMessages.t('offline.step'),
        }),
      failure: 'Failed to update task',
    },
  );

/** Which session steps have a tick waiting for the network: `isPending(session.id, task.id)` marks their rows. */
export function usePendingTicks() {
  const { pending } = useWriteQueue();
  return useMemo(() => {
    const paths = new Set(
      pending
        .filter((write) => write.resource === endpoints.tick.resource)
        .map((write) => write.request.path),
    );
    return {
      isPending: (sessionId: number, taskId: number) =>
        paths.has(
          endpointUrl(endpoints.tick, { params: { id: sessionId, taskId }, body: { isCompleted: true } }),
        ),
    };
  }, [pending]);
}

export const useFinishSession = () =>
  useEndpointMutation(endpoints.finish, (id: number) => ({ params: { id }, body: {} }));
