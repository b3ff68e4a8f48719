export * from './constants';
export * from './nickname';
export * from './records';
export * from './schemas/auth';
export * from './schemas/health';
export * from './schemas/records';
