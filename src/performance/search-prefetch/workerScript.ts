/**
 * The address of a worker's script without starting the worker. The bundler
 * treats `new SearchWorkerScript(new URL('./x.ts', import.meta.url), { name })`
 * as it treats `new Worker(…)` (./names.ts `WORKER_SCRIPT_SYNTAX`): `x.ts`
 * becomes a worker chunk, the same chunk as a `new Worker` of the same module
 * and name, and `url` is its address.
 */
export class SearchWorkerScript {
  constructor(
    readonly url: URL,
    readonly options: { name: string },
  ) {}
}
