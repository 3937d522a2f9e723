import { useUploadFile } from '@familyhub/api-client';

/** POST /api/money/files?use=receipt — a receipt image (checked from its bytes: an image, under 5MB). */
export const RECEIPT_UPLOAD_PATH = '/api/money/files?use=receipt';

export function useUploadReceipt() {
  return useUploadFile(RECEIPT_UPLOAD_PATH);
}
