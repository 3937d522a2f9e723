import { useUploadFile } from '@familyhub/api-client';

/** POST /api/home/files?use=photo — a recipe's photo (checked from its bytes: an image, up to 10 MB). */
export const useUploadRecipePhoto = () => useUploadFile('/api/home/files?use=photo');
