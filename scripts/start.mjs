// npm start: builds the web app and compiles the server when their sources changed, then runs the compiled server
// (embedded database and demo chain by default) in this same process, so a restart starts one Node.js, not two.
import { pathToFileURL } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, SERVER_BUNDLE } from './build-server.mjs';

buildWebIfNeeded();
await buildServerIfNeeded();
// Errors name the TypeScript sources (the bundle's linked source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
