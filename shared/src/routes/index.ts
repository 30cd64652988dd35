export * from './table';
export * from './match';
export * from './page-heroes';
export * from './purchase-complete';
export * from './chrome-icons';
export * from './alternates';
export * from './head';
export * from './early-data';
