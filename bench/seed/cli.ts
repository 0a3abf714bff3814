// npm run seed -- --database-url postgres://… | --data-dir ./data [--light-users 1000] [--tasks 20000] [--goals 2000]
// Fills a database with the demo data set: one heavy user and many light users, all with one password.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/src/db/client';
import { DEFAULT_PASSWORD, seedDemoData } from './seed';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'light-users': { type: 'string', default: '1000' },
    goals: { type: 'string', default: '2000' },
    tasks: { type: 'string', default: '20000' },
    password: { type: 'string', default: DEFAULT_PASSWORD },
    'heavy-username': { type: 'string', default: 'heavy.user' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || (!values['database-url'] && !values['data-dir'])) {
  console.log(
    'Usage: npm run seed -- (--database-url postgres://… | --data-dir DIR) [--light-users N] [--goals N] [--tasks N]\n' +
      '       [--password TEXT] [--heavy-username NAME]\n' +
      'Creates the heavy user, the light users (light.0001 …) and 200 people (person.0001 …) in that database, migrating it first.',
  );
  process.exit(values.help ? 0 : 1);
}

const database = await openDatabase(
  values['database-url'] ? { databaseUrl: values['database-url'], poolSize: 2 } : { dataDir: values['data-dir'] as string },
);
try {
  const started = performance.now();
  const result = await seedDemoData(database.db, {
    password: values.password,
    lightUsers: Number(values['light-users']),
    heavy: { username: values['heavy-username'], goals: Number(values.goals), tasks: Number(values.tasks) },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { counts } = result;
  console.log(
    `Seeded ${counts.users} users, ${counts.goals} goals, ${counts.tasks} tasks (${counts.occurrences} of them occurrences of ` +
      `${counts.series} recurring tasks), ${counts.dailyPlans} daily plans and ` +
      `${counts.emotions} feelings in ${seconds} s.\n` +
      `Sign in as "${result.heavyUser.username}" (or light.0001 …, person.0001 …) with the password "${result.password}".`,
  );
} finally {
  await database.close();
}
