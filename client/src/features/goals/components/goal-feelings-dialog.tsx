import { zodResolver } from '@hookform/resolvers/zod';
import { formatDistanceToNow } from 'date-fns';
import { RadioGroup } from 'radix-ui';
import { useForm, Controller } from 'react-hook-form';
import { goalEmotionCreateSchema, INTENSITY_MAX, INTENSITY_MIN } from '@shared/schemas/emotions';
import type { Goal } from '@shared/schemas/goals';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { messageOf } from '@/lib/api-client';
import { useGoalEmotions, useLogGoalEmotion } from '../api/goals-api';

/** Common feelings, one tap away; anything else can be typed. */
const SUGGESTED_FEELINGS = ['Excited', 'Hopeful', 'Confident', 'Calm', 'Unsure', 'Anxious', 'Stuck', 'Proud'];
const INTENSITIES = Array.from({ length: INTENSITY_MAX - INTENSITY_MIN + 1 }, (_, index) => INTENSITY_MIN + index);
const RECENT_ENTRIES = 5;

type FeelingForm = z.input<typeof goalEmotionCreateSchema>;

/** A quiet check-in: how does this goal feel right now? Past check-ins show below. */
export function GoalFeelingsDialog({ goal, onClose }: { goal: Goal | null; onClose(): void }) {
  return (
    <Dialog open={goal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{goal && <FeelingsForm key={goal.id} goal={goal} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function FeelingsForm({ goal, onClose }: { goal: Goal; onClose(): void }) {
  const emotions = useGoalEmotions(goal.id, true);
  const logEmotion = useLogGoalEmotion(goal.id);
  const form = useForm<FeelingForm>({
    resolver: zodResolver(goalEmotionCreateSchema),
    defaultValues: { emotion: '', intensity: 3, notes: '' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('emotion');

  const submit = form.handleSubmit((values) =>
    logEmotion.mutate(
      { emotion: values.emotion, intensity: values.intensity, notes: values.notes?.trim() ? values.notes : null },
      {
        onSuccess: () => {
          toast({ title: 'Feeling noted', description: 'Thanks for checking in with yourself.', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Could not save how you feel', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>How do you feel about this goal?</DialogTitle>
        <DialogDescription>“{goal.title}”. There are no wrong answers.</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Pick a word, or write your own</legend>
          <div className="flex flex-wrap gap-1.5">
            {SUGGESTED_FEELINGS.map((feeling) => (
              <button
                key={feeling}
                type="button"
                aria-pressed={chosen === feeling}
                onClick={() => form.setValue('emotion', feeling, { shouldValidate: form.formState.isSubmitted })}
                className={cn(
                  'cursor-pointer rounded-full border px-3 py-1 text-sm transition-colors',
                  chosen === feeling ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                )}
              >
                {feeling}
              </button>
            ))}
          </div>
        </fieldset>
        <FormField label="Feeling" error={errors.emotion?.message}>
          <Input maxLength={60} placeholder="e.g. motivated" {...form.register('emotion')} />
        </FormField>
        <Controller
          control={form.control}
          name="intensity"
          render={({ field }) => (
            <div className="grid gap-2">
              <p id="intensity-label" className="text-sm font-medium">
                How strongly? (1 = a little, 5 = very)
              </p>
              {/* A real radio group: one Tab stop, arrow keys move the choice. */}
              <RadioGroup.Root
                aria-labelledby="intensity-label"
                orientation="horizontal"
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                className="flex gap-2"
              >
                {INTENSITIES.map((value) => (
                  <RadioGroup.Item
                    key={value}
                    value={String(value)}
                    aria-label={`Intensity ${value} of ${INTENSITY_MAX}`}
                    className={cn(
                      'size-10 cursor-pointer rounded-lg border text-sm font-semibold transition-colors',
                      field.value === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                    )}
                  >
                    {value}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
              {errors.intensity?.message && <p className="text-xs font-medium text-destructive">{errors.intensity.message}</p>}
            </div>
          )}
        />
        <FormField label="Notes (optional)" error={errors.notes?.message}>
          <Textarea rows={2} placeholder="What’s behind this feeling?" {...form.register('notes')} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" pending={logEmotion.isPending}>
            {logEmotion.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
      <section aria-labelledby="recent-feelings" className="border-t border-border pt-4">
        <h3 id="recent-feelings" className="text-sm font-semibold">
          Recent check-ins
        </h3>
        {emotions.isLoading ? (
          <Skeleton className="mt-2 h-10" />
        ) : emotions.data && emotions.data.length > 0 ? (
          <ul className="mt-2 grid gap-2" data-testid="feeling-history">
            {emotions.data.slice(0, RECENT_ENTRIES).map((entry) => (
              <li key={entry.id} className="rounded-md bg-muted px-3 py-2 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{entry.emotion}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {entry.intensity}/{INTENSITY_MAX} · {formatDistanceToNow(new Date(entry.createdAt), { addSuffix: true })}
                  </span>
                </div>
                {entry.notes && <p className="mt-0.5 text-muted-foreground">{entry.notes}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">No check-ins yet. Your first one will show here.</p>
        )}
      </section>
    </>
  );
}
