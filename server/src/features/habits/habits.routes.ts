import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zonedDateKey } from '@shared/domain/zoned-days';
import { habitListSchema, habitsQuerySchema, type HabitsQuery } from '@shared/schemas/habits';
import { currentUser } from '../../auth/current-user';
import type { AppContext } from '../../app-context';
import type { ConditionalAnswer } from '../../http/conditional-answers';
import { occurrenceCheckHour } from '../recurrence/occurrences';
import { habitsAnswer } from './habits.service';

/** Streaks end today: the device's day when it names one, else the server's in the person's time zone. */
const AS_OF_TODAY: ConditionalAnswer = {
  dependsOn: (request, now) => {
    const { tz, today } = request.query as HabitsQuery;
    return `${occurrenceCheckHour(now)}.${today ?? zonedDateKey(now, tz)}`;
  },
};

export function habitRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/habits',
      { schema: { querystring: habitsQuerySchema, response: { 200: habitListSchema } }, config: { conditional: AS_OF_TODAY } },
      (request) => habitsAnswer(db, currentUser(request).id, request.dataVersion, request.query),
    );
  };
}
