// Fails when a package the server or the client ships has a known high or critical advisory:
//   node scripts/audit-dependencies.mjs
// Development tools are left out (--omit=dev): they never run in production. When the advisory
// service can't be asked (a registry mirror that only serves packages, no network), it says so
// loudly and passes, unless STRICT_AUDIT=1; docs/decisions/0008-data-export-and-account-deletion.md says why.
import { spawnSync } from 'node:child_process';

const FAILING_SEVERITIES = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'no reason given';
  if (process.env.STRICT_AUDIT === '1') {
    console.error(`npm audit could not reach the advisory service: ${reason}`);
    process.exit(1);
  }
  console.warn(`WARNING: dependency audit skipped, the advisory service could not be reached: ${reason}`);
  process.exit(0);
}

const failing = Object.values(report.vulnerabilities ?? {}).filter((entry) => FAILING_SEVERITIES.includes(entry.severity));
const summary = Object.entries(counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`npm audit (production dependencies): ${summary}`);
if (failing.length > 0) {
  for (const entry of failing) {
    const advisories = entry.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
    console.error(`  ${entry.severity}: ${entry.name} ${entry.range} ${advisories.join('; ') || `via ${entry.via.join(', ')}`}`);
  }
  console.error('Update the packages above (npm audit fix --omit=dev), or record why not in docs/decisions.');
  process.exit(1);
}
