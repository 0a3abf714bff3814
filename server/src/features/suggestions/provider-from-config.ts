import type { AppConfig } from '../../config';
import { builtinSuggestionProvider } from './builtin-provider';
import { createOpenAiCompatibleProvider, type WarnLogger } from './openai-compatible-provider';
import type { SuggestionProvider } from './suggestion-provider';

/** The configured service when SUGGESTIONS_API_URL is set, with the built-in provider behind it; else the built-in one. */
export function suggestionProviderFor(config: AppConfig['suggestions'], log: WarnLogger): SuggestionProvider {
  if (!config.apiUrl) return builtinSuggestionProvider;
  return createOpenAiCompatibleProvider({
    apiUrl: config.apiUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    model: config.model,
    timeoutMs: config.timeoutMs,
    fallback: builtinSuggestionProvider,
    log,
  });
}
