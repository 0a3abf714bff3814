import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { describeRepeatRule, REPEAT_FREQUENCIES, WEEKDAY_NAMES, WEEKDAYS, type RepeatFrequency, type WeekdayOrdinal } from '@shared/domain/recurrence';
import {
  chooseRepeat,
  ORDINAL_NAMES,
  REPEAT_CHOICES,
  repeatChoiceLabel,
  repeatFormIssues,
  repeatRuleOf,
  WEEKDAY_ORDINALS,
  type RepeatChoice,
} from '@shared/domain/repeat-form';
import type { TaskFormValues } from '@shared/schemas/task-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

type TaskForm = UseFormReturn<TaskFormValues>;

interface RepeatFieldProps {
  form: TaskForm;
  /** The day the rule counts from (`repeatStartDay`): the choices are named after it. */
  start: string;
}

/** 'Repeat': does not repeat, a rule from the first day, or Custom with its own fields. */
export function RepeatField({ form, start }: RepeatFieldProps) {
  const choice = useWatch({ control: form.control, name: 'repeat.choice' });
  return (
    <div className="grid gap-3">
      <Controller
        control={form.control}
        name="repeat.choice"
        render={({ field, fieldState }) => (
          <FormField label="Repeat" error={fieldState.error?.message}>
            <Select
              value={field.value}
              onValueChange={(next) =>
                form.setValue('repeat', chooseRepeat(form.getValues('repeat'), next as RepeatChoice, start), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
            >
              <SelectTrigger ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPEAT_CHOICES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {repeatChoiceLabel(option, start)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      {choice === 'custom' && <CustomRepeat form={form} start={start} />}
    </div>
  );
}

const UNITS: Record<RepeatFrequency, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
};

/** A field's message, announced, as FormField shows it. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

/** The wiring of a control whose message is `message`. */
const invalidProps = (messageId: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};

/** A native radio and its words, in a row tall enough for a finger (decision 19). */
function RadioRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1', className)}>{children}</div>;
}
const radioLabelClasses = 'inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm';
const radioClasses = 'size-4 shrink-0 accent-primary';

/** Custom: every N days, weeks, months or years; which days; and when it ends. */
function CustomRepeat({ form, start }: RepeatFieldProps) {
  const id = useId();
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  const errors = form.formState.errors.repeat;
  const intervalMessage = errors?.interval?.message ?? errors?.frequency?.message;
  // The summary says what the fields make, once they make a rule.
  const summary = repeatFormIssues(repeat, start).length === 0 ? describeRepeatRule(repeatRuleOf(repeat, start)!) : null;

  return (
    <div className="grid gap-3 border-l-2 border-border pl-3" data-testid="custom-repeat">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-interval`}>Repeat every</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-interval`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            className="w-20"
            {...invalidProps(`${id}-interval-error`, intervalMessage)}
            {...form.register('repeat.interval', { valueAsNumber: true })}
          />
          <Controller
            control={form.control}
            name="repeat.frequency"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger ref={field.ref} aria-label="Repeat unit" className="w-32">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {REPEAT_FREQUENCIES.map((frequency) => (
                    <SelectItem key={frequency} value={frequency}>
                      {UNITS[frequency][repeat.interval === 1 ? 0 : 1]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <FieldMessage id={`${id}-interval-error`} message={intervalMessage} />
      </div>
      {repeat.frequency === 'weekly' && <WeekdayToggles form={form} />}
      {repeat.frequency === 'monthly' && <MonthlyOn form={form} />}
      <Ends form={form} />
      {summary && (
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="repeat-summary">
          {summary}
        </p>
      )}
    </div>
  );
}

/** Seven toggle buttons, Monday first, named by their full weekday. */
function WeekdayToggles({ form }: { form: TaskForm }) {
  const id = useId();
  const message = form.formState.errors.repeat?.weekdays?.message;
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        Repeat on
      </span>
      <Controller
        control={form.control}
        name="repeat.weekdays"
        render={({ field }) => (
          <div role="group" aria-labelledby={`${id}-label`} {...(message && { 'aria-describedby': `${id}-error` })} className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day, index) => {
              const pressed = field.value.includes(day);
              return (
                <button
                  key={day}
                  ref={index === 0 ? field.ref : undefined}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={WEEKDAY_NAMES[day]}
                  onClick={() => field.onChange(pressed ? field.value.filter((other) => other !== day) : [...field.value, day])}
                  className={cn(
                    'relative tap-target size-9 cursor-pointer rounded-full border text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-surface hover:bg-muted',
                  )}
                >
                  {WEEKDAY_NAMES[day].slice(0, 2)}
                </button>
              );
            })}
          </div>
        )}
      />
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/** On day N, or on the first…last weekday of the month. */
function MonthlyOn({ form }: { form: TaskForm }) {
  const id = useId();
  const message = form.formState.errors.repeat?.monthDay?.message;
  // Changing a part of one choice picks that choice.
  const pick = (kind: 'day' | 'weekday') => form.setValue('repeat.monthlyOn', kind, { shouldDirty: true });
  return (
    <fieldset className="grid">
      <legend className="mb-0.5 text-sm font-medium">Repeat on</legend>
      <RadioRow>
        <label className={radioLabelClasses}>
          <input type="radio" value="day" className={radioClasses} {...form.register('repeat.monthlyOn')} />
          On day
        </label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          step={1}
          aria-label="Day of the month"
          className="h-9 w-20"
          {...invalidProps(`${id}-error`, message)}
          {...form.register('repeat.monthDay', { valueAsNumber: true, onChange: () => pick('day') })}
        />
      </RadioRow>
      <RadioRow>
        <label className={radioLabelClasses}>
          <input type="radio" value="weekday" className={radioClasses} {...form.register('repeat.monthlyOn')} />
          On the
        </label>
        {/* The week and the weekday wrap together, under the words, where the row is narrow. */}
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="repeat.ordinal"
            render={({ field }) => (
              <Select
                value={String(field.value)}
                onValueChange={(value) => {
                  field.onChange(Number(value) as WeekdayOrdinal);
                  pick('weekday');
                }}
              >
                <SelectTrigger ref={field.ref} aria-label="Which week of the month" className="h-9 w-28">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {WEEKDAY_ORDINALS.map((ordinal) => (
                    <SelectItem key={ordinal} value={String(ordinal)}>
                      {ORDINAL_NAMES[ordinal]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <Controller
            control={form.control}
            name="repeat.ordinalWeekday"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  pick('weekday');
                }}
              >
                <SelectTrigger ref={field.ref} aria-label="Weekday" className="h-9 w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {WEEKDAYS.map((day) => (
                    <SelectItem key={day} value={day}>
                      {WEEKDAY_NAMES[day]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </RadioRow>
      <FieldMessage id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/** Never, after N times, or on a day. */
function Ends({ form }: { form: TaskForm }) {
  const id = useId();
  const errors = form.formState.errors.repeat;
  const countMessage = errors?.count?.message;
  const untilMessage = errors?.until?.message;
  const pick = (kind: 'count' | 'until') => form.setValue('repeat.end', kind, { shouldDirty: true });
  return (
    <fieldset className="grid">
      <legend className="mb-0.5 text-sm font-medium">Ends</legend>
      <RadioRow>
        <label className={radioLabelClasses}>
          <input type="radio" value="never" className={radioClasses} {...form.register('repeat.end')} />
          Never
        </label>
      </RadioRow>
      <RadioRow>
        <label className={radioLabelClasses}>
          <input type="radio" value="count" className={radioClasses} {...form.register('repeat.end')} />
          After
        </label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          aria-label="Number of times"
          className="h-9 w-20"
          {...invalidProps(`${id}-count-error`, countMessage)}
          {...form.register('repeat.count', { valueAsNumber: true, onChange: () => pick('count') })}
        />
        <span className="text-sm">times</span>
      </RadioRow>
      <FieldMessage id={`${id}-count-error`} message={countMessage} />
      <RadioRow>
        <label className={radioLabelClasses}>
          <input type="radio" value="until" className={radioClasses} {...form.register('repeat.end')} />
          On
        </label>
        <Input
          type="date"
          aria-label="Last day"
          className="h-9 w-auto"
          {...invalidProps(`${id}-until-error`, untilMessage)}
          {...form.register('repeat.until', { onChange: () => pick('until') })}
        />
      </RadioRow>
      <FieldMessage id={`${id}-until-error`} message={untilMessage} />
    </fieldset>
  );
}
