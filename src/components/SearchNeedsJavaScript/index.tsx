/**
 * What /search says with JavaScript off: the search runs in the browser, so without scripts the
 * page would show an empty form. It names that and links the sections' index pages instead.
 */
import { type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ROUTES } from '@site/config/site';

const SECTIONS: Array<[label: string, route: string]> = [
  ['Get started', ROUTES.getStarted],
  ['Deploy', ROUTES.deploy],
  ['Integrate', ROUTES.integrate],
  ['Use the Desk', ROUTES.use],
  ['APIs', ROUTES.apis],
  ['SDK', ROUTES.sdk],
  ['Configuration reference', ROUTES.configReference],
  ['Release notes', ROUTES.releaseNotes],
];

function SectionLink({ label, route }: { label: string; route: string }): ReactNode {
  return (
    <li>
      <a href={useBaseUrl(route)}>{label}</a>
    </li>
  );
}

export default function SearchNeedsJavaScript(): ReactNode {
  return (
    <noscript>
      <div className="alert alert--warning margin-bottom--md" role="note">
        <p>
          Search runs in your browser and needs JavaScript, which is turned off. Browse the documentation by section
          instead:
        </p>
        <ul>
          {SECTIONS.map(([label, route]) => (
            <SectionLink key={route} label={label} route={route} />
          ))}
        </ul>
      </div>
    </noscript>
  );
}
