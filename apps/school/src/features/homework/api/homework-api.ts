import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  endpointUrl,
  uploadFile,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateHomeworkBody, type HomeworkFilter } from '@familyhub/contracts';

const endpoints = endpointRoutes.homework;

export const HOMEWORK_PAGE_SIZE = 50;

/** One filter's homework, nearest due first (Done: latest due first). */
export const homeworkQueryOptions = (filter: HomeworkFilter, studentId: number | null, today: string) =>
  endpointPages(endpoints.list, HOMEWORK_PAGE_SIZE, {
    query: { filter, today, limit: HOMEWORK_PAGE_SIZE, studentId: studentId ?? undefined },
  });

export function useHomework(filter: HomeworkFilter, studentId: number | null, today: string) {
  return useInfiniteQuery(homeworkQueryOptions(filter, studentId, today));
}

/** The homework a reminder's View Details opened /homework on. */
export const homeworkItemQueryOptions = (id: number) => endpointQuery(endpoints.get, { params: { id } });

export function useHomeworkItem(id: number | null) {
  return useQuery({ ...homeworkItemQueryOptions(id ?? 0), enabled: id !== null });
}

export interface HomeworkSave {
  id?: number;
  body: Omit<CreateHomeworkBody, 'attachmentUrl'>;
  /** A new attachment: uploaded first. */
  file: File | null;
}

/** Uploads a new attachment (if any), then sets the homework or changes it. */
export function useSaveHomework() {
  return useRefreshingMutation([endpoints.list.resource], async ({ id, body, file }: HomeworkSave) => {
    const attachment = file
      ? {
          attachmentUrl: (await uploadFile(endpointUrl(endpointRoutes.schoolFiles.legacyUpload), file))
            .fileUrl,
        }
      : {};
    return id === undefined
      ? callEndpoint(endpoints.create, { body: { ...body, ...attachment } })
      : callEndpoint(endpoints.update, { params: { id }, body: { ...body, ...attachment } });
  });
}

/** Ticked done (or not done again) by the child or a parent. */
export function useCompleteHomework() {
  return useEndpointMutation(endpoints.complete, ({ id, completed }: { id: number; completed: boolean }) => ({
    params: { id },
    body: { completed },
  }));
}

/** A parent's check of done homework. */
export function useVerifyHomework() {
  return useEndpointMutation(endpoints.verify, ({ id, verified }: { id: number; verified: boolean }) => ({
    params: { id },
    body: { verified },
  }));
}

export function useDeleteHomework() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
