/** Typed client generated from the server's OpenAPI document (`npm run gen:api`). Do not edit generated/. */
export * from './generated/index.js';
export * from './generated/@tanstack/react-query.gen.js';
export { client } from './generated/client.gen.js';
