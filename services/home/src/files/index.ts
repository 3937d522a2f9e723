export { files } from './files.table';
export { createHomeFiles, HOME_FILES_PATH, type HomeFiles } from './home-files';
