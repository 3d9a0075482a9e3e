import React from 'react';
import clsx from 'clsx';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props as DefaultProps } from '@theme/NavbarItem/DefaultNavbarItem';
import styles from './styles.module.css';

/** The primary call to action of the navbar: a filled button on desktop, a highlighted entry in the mobile menu. */
export default function CallToActionNavbarItem({ className, mobile, ...props }: DefaultProps): React.JSX.Element {
  return (
    <DefaultNavbarItem
      {...props}
      mobile={mobile}
      className={clsx(mobile ? styles.mobile : styles.button, 'navbar__cta', className)}
    />
  );
}
