export * from './table';
export * from './match';
