import { useUploadFile } from '@familyhub/api-client';

/** POST /api/home/files?use=photo — a pet's photo (checked from its bytes: an image, up to 10 MB). */
export const PET_PHOTO_UPLOAD_PATH = '/api/home/files?use=photo';

export const useUploadPetPhoto = () => useUploadFile(PET_PHOTO_UPLOAD_PATH);
