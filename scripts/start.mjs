// npm start: compiles the server when its sources changed and builds the web app when its sources changed, then runs
// the compiled server (embedded database and demo chain by default) in this same process, so a restart starts one
// Node.js, not two. A first start builds the web app while the server makes its database (migrations, demo chain),
// and builds the app that serves dist/web when both are done.
import { pathToFileURL } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, SERVER_BUNDLE } from './build-server.mjs';

const webBuilt = buildWebIfNeeded();
await buildServerIfNeeded();
// Errors name the TypeScript sources (the bundle's linked source map).
process.setSourceMapsEnabled(true);
const { startServer } = await import(pathToFileURL(SERVER_BUNDLE).href);
await startServer({ beforeApp: webBuilt });
