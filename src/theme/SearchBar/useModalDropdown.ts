import { useEffect, useState } from 'react';

/**
 * The search modal's dropdown, the target of the notices portalled into it. The modal renders
 * that element, not this tree, so it is found once mounted.
 */
export function useModalDropdown(): Element | null {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's target is in the modal's DOM, found after mount
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Dropdown')), []);
  return dropdown;
}
