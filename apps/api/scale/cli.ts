/** `npm run stack:scaled`: the scaled stack (stack.ts) until Ctrl-C; it serves the web app when it is built. */
import fs from 'node:fs';
import path from 'node:path';
import { startScaledStack } from './stack.ts';

const webBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../web/dist/index.html'));
const stack = await startScaledStack({ env: webBuilt ? { SERVE_WEB: 'true' } : {} });
console.log(webBuilt ? `open ${stack.url}` : `api on ${stack.url}/api (run \`npm run build\` first to have the replicas serve the web app too)`);
console.log(`process logs: ${stack.logDir}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the scaled stack...');
    void stack.stop().then(() => process.exit(0));
  });
}
