import { Popover as PopoverPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControlProps } from './form-field';
import { fieldClasses } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Steps of indentation: a goal's level in its tree. */
  level?: number;
  /** Shown on hover and read after the label (a goal's full path). */
  description?: string;
  /** Shown under the label while the list is filtered, where levels no longer show it (a goal's parents). */
  context?: string;
}

interface ComboboxProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null for none yet. */
  value: string | null;
  onChange(value: string): void;
  /** Whether an option fits what was typed; by default, its label contains it. */
  matches?(option: ComboboxOption, query: string): boolean;
  placeholder?: string;
  /** Said in the list when nothing fits what was typed. */
  noMatchText: string;
  /** The list's name for screen readers ('Goals'). */
  listLabel: string;
  /** Outside a FormField, the field's name for screen readers. */
  'aria-label'?: string;
  className?: string;
}

/** Long lists show this many options; typing narrows them down. Keeps opening instant with thousands. */
const MAX_SHOWN = 100;
const INDENT_REM = 0.75;
const MAX_INDENT_LEVEL = 6;

const labelContains = (option: ComboboxOption, query: string) => option.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A text field that filters a list of options as the person types (the ARIA combobox pattern with a
 * listbox popup): arrows move through the options, Enter chooses, Escape closes and restores the choice.
 * Focus stays in the field; `aria-activedescendant` says which option is active. Not portalled, so it
 * scrolls and traps focus with the dialog it sits in.
 */
export function Combobox({
  options,
  value,
  onChange,
  matches = labelContains,
  placeholder,
  noMatchText,
  listLabel,
  className,
  'aria-label': ariaLabel,
}: ComboboxProps) {
  const field = useFieldControlProps();
  const listboxId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // What is typed; null while the field shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const chosen = options.find((option) => option.value === value);
  const filtering = query !== null && query.trim() !== '';
  const found = useMemo(
    () => (filtering ? options.filter((option) => matches(option, query)) : options),
    [filtering, options, matches, query],
  );
  const shown = found.slice(0, MAX_SHOWN);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listboxId]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const chosenIndex = shown.findIndex((option) => option.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openAt(chosenIndex >= 0 ? chosenIndex : 0);
      else setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openAt(chosenIndex >= 0 ? chosenIndex : shown.length - 1);
      else setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      // Choosing in the list never submits the form around it.
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    }
    // Escape reaches the popover, which closes the list and not the dialog around it.
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={anchor} className={cn('relative', className)}>
          <input
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && active >= 0 && shown[active] ? optionId(active) : undefined}
            aria-label={ariaLabel}
            className={cn(fieldClasses, 'h-10 truncate pr-9')}
            placeholder={placeholder}
            {...field}
            value={query ?? chosen?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              openAt(event.target.value.trim() === '' ? -1 : 0);
            }}
            onClick={() => (open ? close() : openAt(chosenIndex))}
            onFocus={(event) => event.target.select()}
            onBlur={close}
            onKeyDown={onKeyDown}
            title={chosen?.description}
          />
          <ChevronDown className="pointer-events-none absolute right-3 top-3 size-4 text-muted-foreground" aria-hidden />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Content
        role={undefined}
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // The field is outside the list; pressing on it toggles the list itself.
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // A press in the list must not take focus from the field.
        onMouseDown={(event) => event.preventDefault()}
        className="z-50 grid max-h-[min(20rem,var(--radix-popover-content-available-height))] w-[max(var(--radix-popover-trigger-width),16rem)] max-w-[calc(100vw-2rem)] grid-rows-[minmax(0,1fr)_auto] overflow-hidden rounded-lg border border-border bg-surface shadow-lg"
      >
        <div id={listboxId} role="listbox" aria-label={listLabel} className="overflow-y-auto p-1">
          {shown.length === 0 ? (
            <div role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-sm text-muted-foreground">
              {noMatchText}
            </div>
          ) : (
            shown.map((option, index) => (
              <ComboboxItem
                key={option.value}
                id={optionId(index)}
                option={option}
                chosen={option.value === value}
                active={index === active}
                showContext={filtering}
                onPoint={() => setActive(index)}
                onChoose={() => choose(option)}
              />
            ))
          )}
        </div>
        {/* What each option's aria-describedby reads, kept out of the options' own text. */}
        <div hidden>
          {shown.map((option, index) =>
            option.description ? (
              <span key={option.value} id={`${optionId(index)}-description`}>
                {option.description}
              </span>
            ) : null,
          )}
        </div>
        {found.length > shown.length && (
          <p className="border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
            {found.length - shown.length} more: type to narrow the list.
          </p>
        )}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Root>
  );
}

interface ComboboxItemProps {
  id: string;
  option: ComboboxOption;
  chosen: boolean;
  active: boolean;
  showContext: boolean;
  onPoint(): void;
  onChoose(): void;
}

function ComboboxItem({ id, option, chosen, active, showContext, onPoint, onChoose }: ComboboxItemProps) {
  const descriptionId = `${id}-description`;
  const level = Math.min(option.level ?? 0, MAX_INDENT_LEVEL);
  return (
    <div
      id={id}
      role="option"
      // The pattern's selection follows the active option; the chosen one carries the check mark.
      aria-selected={active}
      aria-describedby={option.description ? descriptionId : undefined}
      title={option.description}
      data-chosen={chosen || undefined}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
      className={cn('relative cursor-pointer select-none rounded-md py-1.5 pr-2 text-sm', active && 'bg-muted')}
      style={{ paddingLeft: `${2 + level * INDENT_REM}rem` }}
    >
      {chosen && <Check className="absolute left-2 top-2 size-4" aria-hidden />}
      <span className={cn('block', level === 0 && 'font-medium')}>{option.label}</span>
      {showContext && option.context && (
        <span className="block truncate text-xs text-muted-foreground" aria-hidden>
          {option.context}
        </span>
      )}
    </div>
  );
}
