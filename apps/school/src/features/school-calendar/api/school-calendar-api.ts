import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointAllPages,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateActivityBody, type CreateSchoolEventBody } from '@familyhub/contracts';

// Events and activities share the live topic 'school-events': a change to either refreshes both.
const resource = [endpointRoutes.schoolEvents.list.resource];

/** Every event touching the shown month (a school posts a handful a month). */
export const schoolEventsQueryOptions = (from: string, to: string) =>
  endpointAllPages(endpointRoutes.schoolEvents.list, { query: { from, to } });

export function useSchoolEvents(from: string, to: string) {
  return useQuery(schoolEventsQueryOptions(from, to));
}

/** The event an alert or the family calendar opened the school calendar on. */
export const schoolEventQueryOptions = (id: number) =>
  endpointQuery(endpointRoutes.schoolEvents.get, { params: { id } });

export function useSchoolEvent(id: number | null) {
  return useQuery({ ...schoolEventQueryOptions(id ?? 0), enabled: id !== null });
}

/** The weekly activities the caller may see (a child: their own). */
export const activitiesQueryOptions = () => endpointAllPages(endpointRoutes.activities.list);

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}

export function useSaveSchoolEvent() {
  return useRefreshingMutation(resource, ({ id, body }: { id?: number; body: CreateSchoolEventBody }) =>
    id === undefined
      ? callEndpoint(endpointRoutes.schoolEvents.create, { body })
      : callEndpoint(endpointRoutes.schoolEvents.update, { params: { id }, body }),
  );
}

export function useDeleteSchoolEvent() {
  return useEndpointMutation(endpointRoutes.schoolEvents.remove, (id: number) => ({ params: { id } }));
}

export function useSaveActivity() {
  return useRefreshingMutation(resource, ({ id, body }: { id?: number; body: CreateActivityBody }) =>
    id === undefined
      ? callEndpoint(endpointRoutes.activities.create, { body })
      : callEndpoint(endpointRoutes.activities.update, { params: { id }, body }),
  );
}

export function useDeleteActivity() {
  return useEndpointMutation(endpointRoutes.activities.remove, (id: number) => ({ params: { id } }));
}
