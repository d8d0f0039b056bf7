// What bench/contact.mjs needs from the TypeScript test helpers, bundled for plain Node by the bench
// (Node 20 runs no TypeScript): a throwaway PostgreSQL cluster.
export { startPostgres } from './postgres.js'
