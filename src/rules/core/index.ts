/** The rules kernel every game builds on. */
export * from './result';
export * from './rng';
export * from './hash';
export * from './module';
export * from './replay';
export * from './position';
export * as shape from './shape';
export * from './perft';
