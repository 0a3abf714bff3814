// The little of Node that app/draw-page.tsx uses, which runs on the server: the rest of the client knows no Node.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, work: () => R): R;
    getStore(): T | undefined;
  }
}
