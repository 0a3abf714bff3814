// The last step of `npm test`: repeats, below the browser tests' report, what the unit run left out.
import { existsSync, readFileSync } from 'node:fs';
import { NOTICE_FILE } from './postgres-skip-notice';

if (existsSync(NOTICE_FILE)) console.warn(`\n${readFileSync(NOTICE_FILE, 'utf8')}`);
