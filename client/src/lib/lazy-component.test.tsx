// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

/** Lets React's scheduled work (renders, commits, passive effects) and the promises it waits for run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  createRoot(container).render(element);
  return container;
}

describe('lazyComponent', () => {
  it('draws the component once its code has come', async () => {
    const Page = lazyComponent(() => Promise.resolve({ Page: () => <p>the page</p> }), 'Page', () => <p>loading</p>);
    const container = mount(<Page />);
    await settle();
    expect(container.textContent).toBe('the page');
  });

  it('draws the component when its code came between the drawing of the fallback and its effects', async () => {
    let arrive: (module: { Page: () => React.ReactElement }) => void = () => {};
    const Page = lazyComponent(
      () => new Promise<{ Page: () => React.ReactElement }>((resolve) => (arrive = resolve)),
      'Page',
      function Fallback() {
        // The code arrives in the microtasks right after this drawing's commit, before React runs its effects.
        arrive({ Page: () => <p>the page</p> });
        return <p>loading</p>;
      },
    );
    void Page.preload();
    const container = mount(<Page />);
    await settle();
    expect(container.textContent).toBe('the page');
  });

  it('draws a component preloaded before its first drawing at once', async () => {
    const Page = lazyComponent(() => Promise.resolve({ Page: () => <p>the page</p> }), 'Page', () => <p>loading</p>);
    await Page.preload();
    const container = mount(<Page />);
    await settle();
    expect(container.textContent).toBe('the page');
  });
});
