import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointAllPages,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  activityEndpoints,
  schoolEventEndpoints,
  type CreateActivityBody,
  type CreateSchoolEventBody,
} from '@familyhub/contracts';

// Events and activities share the live topic 'school-events': a change to either refreshes both.
const resource = [schoolEventEndpoints.list.resource];

/** Every event touching the shown month (a school posts a handful a month). */
export const schoolEventsQueryOptions = (from: string, to: string) =>
  endpointAllPages(schoolEventEndpoints.list, { query: { from, to } });

export function useSchoolEvents(from: string, to: string) {
  return useQuery(schoolEventsQueryOptions(from, to));
}

/** The event an alert or the family calendar opened the school calendar on. */
export const schoolEventQueryOptions = (id: number) =>
  endpointQuery(schoolEventEndpoints.get, { params: { id } });

export function useSchoolEvent(id: number | null) {
  return useQuery({ ...schoolEventQueryOptions(id ?? 0), enabled: id !== null });
}

/** The weekly activities the caller may see (a child: their own). */
export const activitiesQueryOptions = () => endpointAllPages(activityEndpoints.list);

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}

export function useSaveSchoolEvent() {
  return useRefreshingMutation(resource, ({ id, body }: { id?: number; body: CreateSchoolEventBody }) =>
    id === undefined
      ? callEndpoint(schoolEventEndpoints.create, { body })
      : callEndpoint(schoolEventEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteSchoolEvent() {
  return useEndpointMutation(schoolEventEndpoints.remove, (id: number) => ({ params: { id } }));
}

export function useSaveActivity() {
  return useRefreshingMutation(resource, ({ id, body }: { id?: number; body: CreateActivityBody }) =>
    id === undefined
      ? callEndpoint(activityEndpoints.create, { body })
      : callEndpoint(activityEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteActivity() {
  return useEndpointMutation(activityEndpoints.remove, (id: number) => ({ params: { id } }));
}
