/**
 * Replaces the OpenAPI theme's code snippets. The theme generates them in the
 * browser with postman-code-generators, a large chunk that has no Kotlin;
 * this renders the same request (with the values typed into the
 * request panel, the reader's server URL included) through the site's small
 * generator in six languages.
 */
import React, { useMemo } from 'react';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import { usePanelRequest } from '@site/src/components/TryItRequest/usePanelRequest';

/** Past this, a body is named rather than printed: highlighting a megabyte of JSON would freeze the page. */
const LARGEST_SHOWN_BODY = 64 * 1024;

interface Props {
  postman: unknown;
  maskCredentials?: boolean;
}

export default function CodeSnippets({ postman, maskCredentials = true }: Props): React.JSX.Element {
  const request = usePanelRequest(postman, maskCredentials);
  const shown = useMemo(() => {
    const size = request.body?.length ?? 0;
    if (size <= LARGEST_SHOWN_BODY) return request;
    return { ...request, body: `<the request body, ${Math.round(size / 1024)} KB>` };
  }, [request]);
  return <ApiCodeSamples request={shown} />;
}
