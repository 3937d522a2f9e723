export * from './field-cipher';
export * from './protected-fields';
export * from './record-key';
export * from './reencrypt-fields';
