export * from './site';
export * from './catalogue';
export * from './accounts';
export * from './ledger';
export * from './wallet';
