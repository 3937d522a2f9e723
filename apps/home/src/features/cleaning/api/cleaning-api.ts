import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateCleaningTemplateBody,
  type UpdateCleaningTemplateBody,
} from '@familyhub/contracts';

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

export const useTickTask = () =>
  useEndpointMutation(
    endpoints.tick,
    ({ sessionId, taskId, done }: { sessionId: number; taskId: number; done: boolean }) => ({
      params: { id: sessionId, taskId },
      body: { isCompleted: done },
    }),
  );

export const useFinishSession = () =>
  useEndpointMutation(endpoints.finish, (id: number) => ({ params: { id }, body: {} }));
