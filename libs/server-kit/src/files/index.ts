export * from './file-store';
export * from './files.table';
export * from './receive-upload';
export * from './sniff';
export * from './storage';
export * from './storage-from-env';
export * from './disk-storage';
export * from './s3-storage';
