import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cookieIn, DEFAULT_WIDTH, deviceAsDrawn, drawingFor, hydratingAsDrawn, readAtDrawing, widthQueryHolds } from './drawn-page';

describe('widthQueryHolds', () => {
  it('answers max-width and min-width queries at a width, their limits included', () => {
    expect(widthQueryHolds('(max-width: 767px)', 767)).toBe(true);
    expect(widthQueryHolds('(max-width: 767px)', 768)).toBe(false);
    expect(widthQueryHolds('(min-width:768px)', 768)).toBe(true);
    expect(widthQueryHolds(' (min-width: 768px) ', 390)).toBe(false);
  });

  it('takes any other query as not holding', () => {
    expect(widthQueryHolds('(prefers-color-scheme: dark)', 1280)).toBe(false);
    expect(widthQueryHolds('(max-width: 40em)', 100)).toBe(false);
  });
});

describe('cookieIn', () => {
  it('finds a cookie by its whole name and decodes it', () => {
    const header = 'stepwise_session=abc; time_zone=America%2FNew_York; xtime_zone=no';
    expect(cookieIn(header, 'time_zone')).toBe('America/New_York');
    expect(cookieIn(header, 'zone')).toBeUndefined();
    expect(cookieIn('', 'time_zone')).toBeUndefined();
  });

  it('answers nothing for a value that does not decode', () => {
    expect(cookieIn('time_zone=%E0%A4%A', 'time_zone')).toBeUndefined();
  });
});

describe('the device a page is drawn for', () => {
  it('is the drawing’s own while it draws, and a desktop’s otherwise', () => {
    const device = { width: 390, cookies: 'sidebar_state=false' };
    expect(drawingFor(device, () => deviceAsDrawn())).toBe(device);
    expect(deviceAsDrawn()).toEqual({ width: DEFAULT_WIDTH, cookies: '' });
    expect(() => drawingFor(device, () => { throw new Error('drawing failed'); })).toThrow('drawing failed');
    expect(deviceAsDrawn().width).toBe(DEFAULT_WIDTH);
  });

  it('is the width the page was drawn for while it is hydrated', () => {
    hydratingAsDrawn(390);
    expect(deviceAsDrawn().width).toBe(390);
    hydratingAsDrawn(Number.NaN);
    expect(deviceAsDrawn().width).toBe(DEFAULT_WIDTH);
  });
});

describe('readAtDrawing', () => {
  it('dates every answer read for the drawing at the moment it was drawn, keeping the answers', () => {
    const queryClient = new QueryClient();
    const goals = [{ id: 1 }];
    queryClient.setQueryData(['/api/goals'], goals, { updatedAt: 1_000 });
    queryClient.setQueryData(['/api/stats'], { done: 2 }, { updatedAt: 61_000 });
    void queryClient.prefetchQuery({ queryKey: ['/api/never'], queryFn: () => new Promise(() => {}) });
    readAtDrawing(queryClient, 30_000);
    expect(queryClient.getQueryState(['/api/goals'])?.dataUpdatedAt).toBe(30_000);
    expect(queryClient.getQueryState(['/api/stats'])?.dataUpdatedAt).toBe(30_000);
    expect(queryClient.getQueryData(['/api/goals'])).toBe(goals);
    // A read still on its way has nothing to date.
    expect(queryClient.getQueryState(['/api/never'])?.status).toBe('pending');
    expect(queryClient.getQueryState(['/api/never'])?.dataUpdatedAt).toBe(0);
  });
});
