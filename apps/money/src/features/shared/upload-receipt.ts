import { endpointUrl, useUploadFile } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

/** A receipt image (checked from its bytes: an image, under 5MB), stored by money's file store as a receipt. */
export const RECEIPT_UPLOAD_PATH = endpointUrl(endpointRoutes.moneyFiles.upload, {
  query: { use: 'receipt' },
});

export function useUploadReceipt() {
  return useUploadFile(RECEIPT_UPLOAD_PATH);
}
