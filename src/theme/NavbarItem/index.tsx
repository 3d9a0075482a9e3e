/**
 * Wraps the theme's NavbarItem to add this site's own item type,
 * `custom-cta` (the "Get Trial Access" button), without ejecting Navbar.
 * Every other type goes to the original component, so its checks still apply.
 */
import React, { type ComponentProps } from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import CallToActionNavbarItem from '@site/src/components/CallToActionNavbarItem';

type Props = ComponentProps<typeof NavbarItem>;

export default function NavbarItemWrapper(props: Props): React.JSX.Element {
  const { type, ...rest } = props as Props & { type?: string };
  if (type === 'custom-cta') {
    return <CallToActionNavbarItem {...(rest as ComponentProps<typeof CallToActionNavbarItem>)} />;
  }
  return <NavbarItem {...props} />;
}
