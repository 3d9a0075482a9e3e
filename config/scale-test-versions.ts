/**
 * Synthetic versions of the API reference for the bench's scale run
 * (`npm run bench -- --scale`): `DOCS_SCALE_TEST_VERSIONS=<n>` appends n
 * versions that repeat the specs of the oldest real version, so the build
 * can be measured with the reference several times its real size without
 * committing copies of specs. Never set it for a deployment.
 */

/** The variable the bench sets; unset or empty builds the real versions only. */
export const SCALE_TEST_ENV = 'DOCS_SCALE_TEST_VERSIONS';

/** More would only measure how long the machine can swap. */
const MAX_SCALE_TEST_VERSIONS = 9;

export interface ScaleTestVersion {
  /** `0.<n>`: a Core release that never existed, so a scale-test page cannot pass for a real one. */
  label: string;
  coreRelease: string;
  /** The real version whose specs (and inferred APIs) this one repeats. */
  specsOf: string;
}

/**
 * The synthetic versions for `value` (the variable's text), newest first after the
 * real ones: `0.<n>` down to `0.1`, each repeating `base`'s specs.
 */
export function scaleTestVersions(
  value: string | undefined,
  base: { label: string; coreRelease: string },
): ScaleTestVersion[] {
  if (value === undefined || value.trim() === '') return [];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_SCALE_TEST_VERSIONS) {
    throw new Error(
      `${SCALE_TEST_ENV}="${value}": expected a whole number of synthetic API versions from 1 to ${MAX_SCALE_TEST_VERSIONS} (bench scale run only; unset it for a real build)`,
    );
  }
  return Array.from({ length: count }, (_, i) => ({
    label: `0.${count - i}`,
    coreRelease: base.coreRelease,
    specsOf: base.label,
  }));
}
