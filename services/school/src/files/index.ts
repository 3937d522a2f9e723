export { createSchoolFiles, type SchoolFiles } from './school-files';
export { legacyUploadRouter } from './legacy-upload.router';
