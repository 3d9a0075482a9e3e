/**
 * Replaces the OpenAPI theme's text field for a parameter. The theme's field
 * stores a query value percent-encoded and a path value with spaces as %20,
 * so a value could not be told from its encoding once a field started with
 * an example; and its placeholder is the parameter's description. This
 * field stores the text as typed (encoded once, when the request is built:
 * src/theme/ApiExplorer/buildPostmanRequest.ts), stores nothing for an empty
 * field, and shows the spec's example as its placeholder.
 */
import React, { useEffect } from 'react';
import FormTextInput from '@theme/ApiExplorer/FormTextInput';
import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import { useTypedDispatch } from '@theme/ApiItem/hooks';
import { placeholderOf, type PanelParameter } from '@site/src/components/TryItRequest/parameters';

// The OpenAPI theme loads react-hook-form with `require` (its CommonJS build):
// an `import` would get the ES build, a second copy whose form context is empty.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const { useFormContext } = require('react-hook-form') as typeof import('react-hook-form');

interface Props {
  param: PanelParameter;
  label?: string;
  type?: string;
  required?: boolean;
}

export default function ParamTextFormItem({ param, label, type, required }: Props): React.JSX.Element {
  const dispatch = useTypedDispatch();
  const { setValue } = useFormContext();
  // The field shows the value the panel opened with (a required parameter's example).
  useEffect(() => {
    if (typeof param.value === 'string') setValue(param.name, param.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: afterwards the field holds what the reader types
  }, []);
  return (
    <FormTextInput
      label={label}
      type={type}
      required={required}
      isRequired={param.required}
      paramName={param.name}
      placeholder={placeholderOf(param)}
      onChange={(event) =>
        dispatch(setParam({ ...param, value: event.target.value === '' ? undefined : event.target.value }))
      }
    />
  );
}
