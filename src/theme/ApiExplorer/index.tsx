/**
 * Wraps the OpenAPI theme's request panel so an API page loads light. The
 * panel (try-it form, live code samples, response viewer) pulls in
 * postman-collection and more; until the reader opens it, the page shows the
 * operation's example request as code samples (built into the page, see
 * src/theme/SkeletonLoader), and a button that loads it. The opened panel
 * gets the checks and explanations of src/components/TryItRequest and the
 * remembered server URL and token of src/components/TryItSettings.
 *
 * The theme fills every parameter with its spec example when the page loads,
 * optional ones too, though the form shows them empty (behind "Show optional
 * parameters") or not at all (lists): the panel would send values the reader
 * never saw. On opening, each parameter is reset to what its field will show:
 * a required one its example, an optional one nothing.
 */
import React, { lazy, Suspense, useMemo, useState, type ComponentProps } from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import TryItIntro from '@site/src/components/TryItIntro';
import { requestFromOperation, type ApiOperation } from '@site/src/components/ApiCodeSamples/fromOperation';
import { browserStorage, readRemembered } from '@site/src/components/TryItRequest/remembered';
import { initialValue, type PanelParameter } from '@site/src/components/TryItRequest/parameters';
import { useTypedDispatch } from '@theme/ApiItem/hooks';
import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));
const TryItPanel = lazy(() => import('@site/src/components/TryItPanel'));

type Props = ComponentProps<typeof ApiExplorerType>;

export default function ApiExplorerWrapper(props: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const dispatch = useTypedDispatch();
  const { item, infoPath } = props as { item: ApiOperation; infoPath: string };
  // This component runs in the browser only (the theme renders it inside <BrowserOnly>).
  const request = useMemo(
    () => requestFromOperation(item, readRemembered(browserStorage()).apis[infoPath]?.variables),
    [item, infoPath],
  );
  if (open) {
    return (
      <Suspense fallback={<p className={styles.loading}>Loading the request panel…</p>}>
        <TryItPanel api={infoPath}>
          <ApiExplorer {...props} />
        </TryItPanel>
      </Suspense>
    );
  }
  const openPanel = () => {
    // Before the panel's fields mount: each field reads its starting value from the store once.
    for (const parameter of (item.parameters ?? []) as PanelParameter[])
      dispatch(setParam({ ...parameter, value: initialValue(parameter) }));
    setOpen(true);
  };
  return <TryItIntro method={item.method} request={request} onOpen={openPanel} />;
}
