import { PartyPopper } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useMemo, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { restoreFocus } from '@/components/ui/restore-focus';

export const CONFETTI_PIECES = 100;
const COLOURS = ['#4f46e5', '#db2777', '#f59e0b', '#10b981', '#0ea5e9', '#8b5cf6'];

/** A fixed pseudo-random spread, so the pieces look scattered but render the same every time. */
function confettiStyle(index: number): CSSProperties {
  const spread = (index * 37) % 100;
  return {
    left: `${spread}%`,
    width: index % 3 === 0 ? 8 : 6,
    height: index % 2 === 0 ? 14 : 8,
    backgroundColor: COLOURS[index % COLOURS.length],
    borderRadius: index % 4 === 0 ? '9999px' : '2px',
    ['--drift' as string]: `${((index * 53) % 120) - 60}px`,
    ['--spin' as string]: `${(index * 97) % 720}deg`,
    ['--duration' as string]: `${2.4 + ((index * 13) % 20) / 10}s`,
    ['--delay' as string]: `${((index * 29) % 15) / 10}s`,
  };
}

interface CelebrationOverlayProps {
  /** The level of the goal that reached 100: 0 for a main goal. Null when nothing is being celebrated. */
  level: number | null;
  onContinue(): void;
}

/** Full-screen confetti and a word of congratulations when a goal reaches 100%. */
export function CelebrationOverlay({ level, onContinue }: CelebrationOverlayProps) {
  return (
    <DialogPrimitive.Root open={level !== null} onOpenChange={(open) => !open && onContinue()}>
      {level !== null && <Celebration level={level} onContinue={onContinue} />}
    </DialogPrimitive.Root>
  );
}

function Celebration({ level, onContinue }: { level: number; onContinue(): void }) {
  const pieces = useMemo(() => Array.from({ length: CONFETTI_PIECES }, (_, index) => confettiStyle(index)), []);
  const title = level === 0 ? 'Main Goal Completed!' : 'Subgoal Completed!';
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] overflow-hidden bg-overlay data-[state=open]:animate-fade-in">
        <div aria-hidden className="pointer-events-none absolute inset-0" data-testid="confetti">
          {pieces.map((style, index) => (
            <span key={index} className="confetti-piece" style={style} />
          ))}
        </div>
      </DialogPrimitive.Overlay>
      <DialogPrimitive.Content
        {...restoreFocus}
        className="fixed left-1/2 top-1/2 z-[61] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-8 text-center shadow-2xl data-[state=open]:animate-fade-in">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
          <PartyPopper className="size-8" aria-hidden />
        </span>
        <DialogPrimitive.Title className="mt-4 text-2xl font-bold tracking-tight">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-2 text-muted-foreground">
          You did it. Take a moment to enjoy it.
        </DialogPrimitive.Description>
        <Button size="lg" className="mt-6 w-full" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
