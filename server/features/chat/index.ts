/** The chat feature's public entry: what other features may use (eslint fences the rest). */
export { chatRoutes } from './routes';
