import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** What `<Button asChild>` draws: its child, given the button's props. */
function drawnChild(button: ReactElement): ReactElement<Record<string, unknown>> {
  const { type, props } = button as ReactElement<Record<string, unknown>, (props: Record<string, unknown>) => ReactElement<Record<string, unknown>>>;
  return type(props);
}

describe('Button', () => {
  it('is a button of type "button" unless told otherwise', () => {
    expect(renderToStaticMarkup(createElement(Button, null, 'Save'))).toMatch(/^<button class="[^"]*bg-primary[^"]*" type="button">Save<\/button>$/);
  });

  it('as a child, draws the child with the button’s look: its own props win, class names join with its own last', () => {
    const link = createElement('a', { href: '/auth', className: 'w-full px-2', 'aria-label': 'Sign up' }, 'Sign up');
    const markup = renderToStaticMarkup(createElement(Button, { asChild: true, variant: 'outline', 'aria-label': 'ignored' }, link));
    expect(markup).toMatch(/^<a href="\/auth" class="[^"]*border-input[^"]*w-full px-2" aria-label="Sign up">Sign up<\/a>$/);
    expect(markup).not.toContain('px-4');
    expect(markup).not.toContain('type=');
  });

  it('as a child, runs both handlers, the child’s first', () => {
    const calls: string[] = [];
    const own = vi.fn(() => calls.push('child'));
    const ours = vi.fn(() => calls.push('button'));
    const child = drawnChild(Button({ asChild: true, onClick: ours, children: createElement('a', { href: '/', onClick: own }) }));
    (child.props.onClick as (event: unknown) => void)('click');
    expect(calls).toEqual(['child', 'button']);
    expect(own).toHaveBeenCalledWith('click');
    expect(ours).toHaveBeenCalledWith('click');
  });

  it('as a child of something that is no element, draws nothing', () => {
    expect(renderToStaticMarkup(createElement(Button, { asChild: true }, 'just text'))).toBe('');
  });
});
