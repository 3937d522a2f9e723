import { useInfiniteQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  WELLNESS_PAGE_MAX,
  type CreateMedicationBody,
  type CreateMedicationLogBody,
  type UpdateMedicationBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.medications;

/** A dose logged or undone changes both the day view ('medications') and the logs ('medication-logs'). */
const logsToo = { alsoRefreshes: [endpoints.logs.resource] };

/** Every medication with its status and doses on the day (001 §4), for one member or everyone the caller sees. */
export const medicationDayQueryOptions = (date: string, userId?: number) =>
  endpointPages(endpoints.today, WELLNESS_PAGE_MAX, { query: { date, limit: WELLNESS_PAGE_MAX, userId } });

export function useMedicationDay(date: string, userId?: number) {
  return useInfiniteQuery(medicationDayQueryOptions(date, userId));
}

export type MedicationSave =
  { id?: undefined; body: CreateMedicationBody } | { id: number; body: UpdateMedicationBody };

/** Adds a medication, or changes it when `id` is given. */
export function useSaveMedication() {
  return useRefreshingMutation([endpoints.list.resource], (save: MedicationSave) =>
    save.id === undefined
      ? callEndpoint(endpoints.create, { body: save.body })
      : callEndpoint(endpoints.update, { params: { id: save.id }, body: save.body }),
  );
}

/** Deletes a medication with all its logs. */
export function useDeleteMedication() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }), logsToo);
}

/** A dose taken or skipped; 409 when someone already logged that dose (a refusal refreshes too: the screen then shows who gave it). */
export function useLogMedication() {
  return useEndpointMutation(endpoints.log, (body: CreateMedicationLogBody) => ({ body }), {
    alsoRefreshes: [endpoints.list.resource],
  });
}

/** Undoes a dose logged by mistake. */
export function useUndoMedicationLog() {
  return useEndpointMutation(endpoints.removeLog, (id: number) => ({ params: { id } }), {
    alsoRefreshes: [endpoints.list.resource],
  });
}
