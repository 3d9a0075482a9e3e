/**
 * Wraps the OpenAPI theme's request form to check the request before the
 * browser sends it (parameters against the spec, server URL, token, body:
 * see src/components/TryItRequest/parameterProblem.ts and check.ts) and to watch the request that goes
 * out, so the response box can say why it failed. The theme's form submits
 * through react-hook-form; a refused request is stopped before it gets there.
 *
 * When the reader chose "Example responses (no server)", the request is built
 * and checked in the same way, and then answered here from the spec's
 * examples (src/components/TryItExamples) instead of going to the form:
 * nothing leaves the browser.
 */
import React, { useMemo, type ComponentProps, type FormEvent } from 'react';
import Request from '@theme-original/ApiExplorer/Request';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import {
  clearCode,
  clearHeaders,
  clearResponse,
  setCode,
  setHeaders,
  setResponse,
} from '@theme/ApiExplorer/Response/slice';
import { requestProblem } from '@site/src/components/TryItRequest/check';
import { parameterProblem } from '@site/src/components/TryItRequest/parameterProblem';
import type { PanelParameter } from '@site/src/components/TryItRequest/parameters';
import { useTryItRequest } from '@site/src/components/TryItRequest/context';
import { usePanelRequest } from '@site/src/components/TryItRequest/usePanelRequest';
import { answerFromExamples } from '@site/src/components/TryItExamples/answer';
import type { ExampleOperation } from '@site/src/components/TryItExamples/examples';
import { exampleStore } from '@site/src/components/TryItExamples/tabStore';

// The theme loads postman-collection with `require`: the same copy here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const sdk = require('postman-collection') as { Request: new (definition: unknown) => unknown };

type Props = ComponentProps<typeof Request>;

export default function RequestWrapper(props: Props): React.JSX.Element {
  const { item } = props as { item: ExampleOperation & { postman?: unknown; requestBody?: { required?: boolean } } };
  const postman = useMemo(() => new sdk.Request(item.postman), [item.postman]);
  const outgoing = usePanelRequest(postman, false);
  const { refuse, start, answer, source } = useTryItRequest();
  const dispatch = useTypedDispatch();
  const params = useTypedSelector((s) => s.params as Record<PanelParameter['in'], PanelParameter[]>);
  const check = (event: FormEvent) => {
    const problem =
      parameterProblem([...params.path, ...params.query, ...params.header, ...params.cookie]) ??
      requestProblem(outgoing, { bodyRequired: item.requestBody?.required });
    // The previous response or error goes, so the box never explains an old failure as the new one.
    dispatch(clearResponse());
    dispatch(clearCode());
    dispatch(clearHeaders());
    if (!problem && source === 'server') {
      start(outgoing.url);
      return;
    }
    // Stops the event before the form's own submit handler: nothing is sent.
    event.preventDefault();
    event.stopPropagation();
    if (problem) {
      refuse(problem);
      return;
    }
    const pathValues = Object.fromEntries(params.path.map((p) => [p.name, String(p.value ?? '')]));
    const given = answerFromExamples(item, { pathValues, body: outgoing.body }, exampleStore());
    answer(given);
    if (given.kind !== 'response') return;
    // Into the theme's store as a server's answer would go, so the theme's response box shows it.
    dispatch(setHeaders(given.body === undefined ? {} : { 'content-type': 'application/json' }));
    dispatch(setResponse(given.body === undefined ? '' : JSON.stringify(given.body)));
    dispatch(setCode(given.status));
  };
  return (
    <div onSubmitCapture={check}>
      <Request {...props} />
    </div>
  );
}
