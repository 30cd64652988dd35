export * from './common';
export * from './user';
