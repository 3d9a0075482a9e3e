/**
 * The mobile SDK call that does what an API operation does, as the API page
 * generator (scripts/reference/sdk-equivalents.ts) writes it into the page's
 * front matter, and its check when the page reads it back.
 */

export type SdkPlatform = 'ts' | 'kotlin' | 'swift';

export interface SdkEquivalent {
  /** The function's name in Kotlin, Swift and TypeScript. */
  function: string;
  /** Its page in the SDK reference. */
  route: string;
  /** The call in each platform's language; a platform whose package lacks the function has none. */
  samples: Partial<Record<SdkPlatform, string>>;
}

/** The front matter key the generator writes and the samples read. */
export const SDK_EQUIVALENT_KEY = 'sdk_equivalent';

/** The value when it has the expected shape, else null (a page of another API, or an older generator). */
export function sdkEquivalentOf(frontMatter: Record<string, unknown> | undefined): SdkEquivalent | null {
  const value = frontMatter?.[SDK_EQUIVALENT_KEY] as Partial<SdkEquivalent> | undefined;
  if (
    !value ||
    typeof value.function !== 'string' ||
    typeof value.route !== 'string' ||
    !value.samples ||
    typeof value.samples !== 'object'
  )
    return null;
  return value as SdkEquivalent;
}
