import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './WideTable.module.css';

/** The class of a row's actions cell (and its header cell): pinned to the right edge while the table scrolls. */
export const PINNED_CELL = classes.actions;

interface WideTableProps {
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The table has a pinned actions column (cells with PINNED_CELL). */
  pinnedActions?: boolean;
  /** Names the scrolling region for keyboard and screen-reader users. */
  label: string;
  children: ReactNode;
}

/**
 * A console table that stays usable on a phone: it scrolls sideways inside its frame, a shadow on each
 * edge that has more shows there is more (and a line above says so), and the row actions stay pinned
 * to the right edge, never off-screen.
 */
export function WideTable({ minWidth, pinnedActions = false, label, children }: WideTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const overflowing = more.start || more.end;

  return (
    <div>
      {overflowing && (
        <Text size="xs" className={classes.hint} data-testid="scroll-hint">
          <span aria-hidden="true">↔</span> Scroll sideways for more{pinnedActions ? '; the actions stay on the right' : ''}
        </Text>
      )}
      <div
        className={classes.frame}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
        data-pinned={pinnedActions || undefined}
        data-testid="wide-table"
      >
        {/* Focusable when it scrolls, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
        <div
          ref={scroller}
          className={classes.scroller}
          onScroll={measure}
          tabIndex={overflowing ? 0 : undefined}
          role={overflowing ? 'region' : undefined}
          aria-label={overflowing ? label : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    </div>
  );
}

/** A header cell over the pinned actions. */
export function ActionsHeader({ children = 'Actions' }: { children?: ReactNode }) {
  return (
    <Table.Th className={PINNED_CELL}>
      <VisuallyHidden>{children}</VisuallyHidden>
    </Table.Th>
  );
}
