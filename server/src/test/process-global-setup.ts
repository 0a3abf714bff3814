import { buildServerBundle } from './server-bundle';

/** Builds the server bundle once for every process test file. */
export default function setup(): void {
  buildServerBundle();
}
