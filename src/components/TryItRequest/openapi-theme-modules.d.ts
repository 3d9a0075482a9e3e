// Store modules of docusaurus-theme-openapi-docs that the "Try it" wrappers use (the theme types only its public components).
// Declared here rather than with the theme's other modules in src/types, to keep the declarations next to their one user.
declare module '@theme/ApiItem/hooks' {
  export function useTypedDispatch(): (action: { type: string; payload?: unknown }) => unknown;
}
declare module '@theme/ApiExplorer/Server/slice' {
  export function setServer(serverJson: string): { type: 'server/setServer'; payload: string };
  export function setServerVariable(variableJson: string): { type: 'server/setServerVariable'; payload: string };
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export function setAuthData(data: { scheme: string; key: string; value: string | undefined }): {
    type: 'auth/setAuthData';
    payload: unknown;
  };
}
declare module '@theme/ApiExplorer/Response/slice' {
  export function clearResponse(): { type: 'response/clearResponse' };
  export function clearCode(): { type: 'response/clearCode' };
  export function clearHeaders(): { type: 'response/clearHeaders' };
  // As the theme's request form dispatches them (its own types say string for all three).
  export function setResponse(value: string): { type: 'response/setResponse'; payload: string };
  export function setCode(code: number): { type: 'response/setCode'; payload: number };
  export function setHeaders(headers: Record<string, string>): {
    type: 'response/setHeaders';
    payload: Record<string, string>;
  };
}
declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type { PanelParameter } from '@site/src/components/TryItRequest/parameters';
  export function setParam(parameter: PanelParameter): { type: 'params/setParam'; payload: PanelParameter };
}
declare module '@theme/ApiExplorer/FormTextInput' {
  import type { ChangeEvent, JSX } from 'react';
  export default function FormTextInput(props: {
    label?: string;
    type?: string;
    required?: boolean;
    isRequired?: boolean;
    paramName?: string;
    placeholder?: string;
    value?: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
  }): JSX.Element;
}
