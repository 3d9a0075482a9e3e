import React from 'react';

/** Reads HTML entities as text without ever interpreting markup. */
function decode(value: string): string {
  if (typeof DOMParser === 'undefined') return value;
  return new DOMParser().parseFromString(`<!doctype html><body>${value}`, 'text/html').body.textContent ?? '';
}

/**
 * Renders a highlighted value (`a <mark>b</mark> c`) as text with <mark>
 * elements: the only markup honoured is the highlight itself, so indexed
 * text such as `<uuid>` shows as written and never becomes HTML.
 */
export default function Highlighted({ value }: { value: string }): React.JSX.Element {
  const parts = value.split(/(<mark>[\s\S]*?<\/mark>)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('<mark>') ? (
          <mark key={i}>{decode(part.slice(6, -7))}</mark>
        ) : (
          <React.Fragment key={i}>{decode(part)}</React.Fragment>
        ),
      )}
    </>
  );
}
