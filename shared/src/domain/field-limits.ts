/**
 * How much people may type into a field, for the forms (which count as people type) and the API's schemas.
 * Here rather than with the schemas: a page that only needs a limit does not build its module's zod schemas
 * as it starts (decision 13).
 */
export const TODO_TITLE_MAX_LENGTH = 200;
export const TODO_DESCRIPTION_MAX_LENGTH = 2000;
export const GOAL_TITLE_MAX_LENGTH = 100;
export const GOAL_DESCRIPTION_MAX_LENGTH = 500;
export const DAILY_PLAN_NOTES_MAX_LENGTH = 100_000;
