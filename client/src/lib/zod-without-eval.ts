// zod, as every module of the client build imports it (`zod` is resolved here: vite.config.ts).
//
// zod builds its fastest parsers with `new Function` where the page allows it, and finds out by trying as it
// builds its first object schema. The app's Content-Security-Policy forbids eval, so the browser refused and
// reported a policy violation on every page with a schema. Told before any schema is built, zod parses as it
// did anyway, without trying. The server keeps zod's own default.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
