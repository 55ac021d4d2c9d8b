export * from './constants.ts';
export * from './envelope.ts';
export * from './health.ts';
export * from './items.ts';
export * from './money.ts';
export * from './rarities.ts';
