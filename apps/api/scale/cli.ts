/** `npm run stack:scaled`: the scaled stack (stack.ts) until Ctrl-C. */
import { startScaledStack } from './stack.ts';

const stack = await startScaledStack();
console.log(`open ${stack.url} (api only: the web app is served by nginx in production, or by npm start)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the scaled stack...');
    void stack.stop().then(() => process.exit(0));
  });
}
