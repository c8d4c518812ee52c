import { type RefObject, useEffect } from 'react';

/** The parts of an Ant Design table that scroll: the whole table sideways, or its body up and down. */
const SCROLLING_PARTS = '.ant-table-content, .ant-table-body';

/**
 * Makes each part of the tables under `ref` that scrolls reachable by the keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable): a table wider than the page, before its rows load or when it has none, holds nothing
 * focusable, so a keyboard could not scroll it. A part that overflows gets tabIndex 0 and the table's name; one that
 * no longer does loses them. Checked after each render and when the window's size changes.
 */
export function useFocusableScroll(ref: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const mark = () => {
      for (const part of ref.current?.querySelectorAll<HTMLElement>(SCROLLING_PARTS) ?? []) {
        const overflows = part.scrollWidth > part.clientWidth || part.scrollHeight > part.clientHeight;
        if (overflows) {
          part.tabIndex = 0;
          part.setAttribute('role', 'region');
          part.setAttribute('aria-label', label);
        } else if (part.hasAttribute('tabindex')) {
          part.removeAttribute('tabindex');
          part.removeAttribute('role');
          part.removeAttribute('aria-label');
        }
      }
    };
    mark();
    window.addEventListener('resize', mark);
    return () => window.removeEventListener('resize', mark);
  });
}
