// The package entry: every rule, limit and message of the specification.
export * from './messages';
export * from './text';
export * from './numbers';
export * from './names';
export * from './email';
export * from './login';
export * from './password';
export * from './store';
export * from './facebook';
export * from './tags';
export * from './media';
export * from './access';
export * from './studio';
export * from './format';
export * from './steps';
