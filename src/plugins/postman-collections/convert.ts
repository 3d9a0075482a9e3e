/**
 * One OpenAPI description into a Postman collection, with Postman's own
 * converter (openapi-to-postmanv2, the engine behind Postman's import).
 * The result is what Postman would make of the file; collection.ts then
 * fits it to how our APIs are called.
 */
import { convertV2, type Options } from 'openapi-to-postmanv2';

/** A Postman collection (format v2.1), as far as this plugin reads and changes it. */
export interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string; description?: PostmanDescription };
  item: PostmanItem[];
  variable?: PostmanVariable[];
  auth?: PostmanAuth;
  [key: string]: unknown;
}

export type PostmanDescription = string | { content: string; type?: string };

export interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: PostmanDescription;
}

export interface PostmanAuth {
  type: string;
  bearer?: Array<{ key: string; value: string; type?: string }>;
}

/** A folder (with `item`) or a request (with `request`). */
export interface PostmanItem {
  name: string;
  description?: PostmanDescription;
  item?: PostmanItem[];
  request?: {
    method: string;
    url: { path?: string[]; host?: string[]; [key: string]: unknown };
    auth?: PostmanAuth | null;
    description?: PostmanDescription;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

const OPTIONS: Options = {
  // One folder per tag, as the reference's sidebar groups operations.
  folderStrategy: 'Tags',
  // Requests named after the operation's summary, the title of its reference page.
  requestNameSource: 'Fallback',
  // The spec's examples, which the drift guards keep valid, rather than values faked from schemas.
  parametersResolution: 'Example',
  // Optional query parameters come along but switched off, so a first send is the minimal call.
  enableOptionalParameters: false,
  includeDeprecated: true,
};

export function convertSpec(specText: string): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2({ type: 'string', data: specText }, OPTIONS, (error, result) => {
      if (error) return reject(new Error(error.message));
      if (!result?.result || !result.output?.[0])
        return reject(new Error(result?.reason ?? 'the converter returned no collection'));
      resolve(result.output[0].data as PostmanCollection);
    });
  });
}
