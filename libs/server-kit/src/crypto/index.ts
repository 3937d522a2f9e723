export * from './field-cipher';
export * from './protected-fields';
