import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '@shared/schemas/preferences';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSaveTheme } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useDrawnTheme, useThemeChoice } from '@/lib/theme';

const CHOICES: { theme: Theme; label: string; Icon: LucideIcon }[] = [
  { theme: 'light', label: 'Light', Icon: Sun },
  { theme: 'dark', label: 'Dark', Icon: Moon },
  { theme: 'system', label: 'System', Icon: Monitor },
];

/** Light, Dark or System: drawn at once, kept on the account for every device. */
export function ThemeCard() {
  const choice = useThemeChoice();
  const drawn = useDrawnTheme();
  const saveTheme = useSaveTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-title">Theme</CardTitle>
        <CardDescription id="theme-description">
          Saved with your account, so every device you sign in on looks the same. System follows your device’s setting
          {choice === 'system' ? ` (${drawn} now)` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby="theme-title" aria-describedby="theme-description" className="grid grid-cols-3 gap-2 sm:gap-3">
          {CHOICES.map(({ theme, label, Icon }) => (
            <label
              key={theme}
              className={cn(
                'relative flex min-h-20 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-muted',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                theme === choice ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={theme === choice}
                onChange={() => saveTheme.mutate(theme)}
                // Over the whole card, unseen: the card is the radio's own hit area.
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Icon className="size-5" aria-hidden />
              {label}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
