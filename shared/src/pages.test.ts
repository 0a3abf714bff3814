import { describe, expect, it } from 'vitest';
import { PAGES, pageAt } from './pages';

describe('pageAt', () => {
  it('finds every page by its path', () => {
    for (const page of Object.values(PAGES)) expect(pageAt(page.path)).toBe(page);
  });

  it('matches as the router does: any letter case, an optional final slash', () => {
    expect(pageAt('/Goals')).toBe(PAGES.goals);
    expect(pageAt('/todos/')).toBe(PAGES.tasks);
    expect(pageAt('/')).toBe(PAGES.home);
  });

  it('knows no other path', () => {
    for (const path of ['/goals/12', '/todos//', '/nope', '/api', '/plans', '/index.html', '']) expect(pageAt(path)).toBeUndefined();
  });
});
