/** The example store of this browser tab, shared by every operation page's panel. */
import { browserStorage } from '@site/src/components/TryItRequest/remembered';
import { ExampleStore } from './store';

let store: ExampleStore | null = null;

export function exampleStore(): ExampleStore {
  store ??= new ExampleStore(browserStorage('sessionStorage'));
  return store;
}
