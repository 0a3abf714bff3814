import type { onRequestAsyncHookHandler } from 'fastify';
import type { PublicSettings } from '@shared/schemas/public-settings';
import type { AuthThrottle } from './auth/auth-throttle';
import type { SessionSettings } from './auth/current-user';
import type { CalendarFeedRateLimit } from './config';
import type { Database } from './db/client';
import type { SuggestionCache } from './features/suggestions/suggestion-cache';
import type { SuggestionProvider } from './features/suggestions/suggestion-provider';
import type { SuggestionRateLimit } from './features/suggestions/suggestions.service';

/** What route plugins need from the app around them. */
export interface AppContext {
  db: Database;
  /** Answers whether the database is reachable. */
  pingDatabase(): Promise<boolean>;
  sessions: SessionSettings;
  authThrottle: AuthThrottle;
  /** onRequest hook that answers 401 without a live session and sets `request.user`. */
  requireUser: onRequestAsyncHookHandler;
  suggestions: SuggestionProvider;
  /** This process's memory of answered suggestions, so a goal's dialog opens instantly the second time. */
  suggestionCache: SuggestionCache;
  suggestionRateLimit: SuggestionRateLimit;
  publicSettings: PublicSettings;
  /** The origin of links opened outside the app; null to use the request's own. */
  publicUrl: string | null;
  calendarFeedRateLimit: CalendarFeedRateLimit;
}
