export * from './money';
export * from './allowances';
export * from './bills';
export * from './expenses';
export * from './grocery';
