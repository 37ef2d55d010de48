export * from './categories';
export * from './money';
export * from './units';
export * from './validation';
export * from './orders';
export * from './cities';
export * from './services';
export * from './products';
