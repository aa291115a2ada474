import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type ClippedEdges = { start: boolean; end: boolean };

/**
 * A row that scrolls sideways when it is wider than its box (a tab strip on a phone): each edge
 * that clips content fades out, so the cut-off item beside it reads as "more this way" rather than
 * as the end of the row. Focus moving along the row (arrow keys in a tab list) brings the focused
 * item clear of the fade.
 */
export function ScrollRow({ className, children, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState<ClippedEdges>({ start: false, end: false });

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      // A pixel of slack: zoomed pages report fractional scroll positions.
      const hidden = row.scrollWidth - row.clientWidth;
      const start = row.scrollLeft > 1;
      const end = row.scrollLeft < hidden - 1;
      setClipped((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    // Chromium does not scroll an element that is partly in view when it takes focus: the tab
    // half under the fade would stay there, so the row brings whatever takes focus fully in.
    const reveal = (event: FocusEvent) => {
      if (event.target instanceof Element) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    row.addEventListener('focusin', reveal);
    // The row's own width changes with the window; its content's with the labels' font loading.
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    for (const child of row.children) resized.observe(child);
    return () => {
      row.removeEventListener('scroll', measure);
      row.removeEventListener('focusin', reveal);
      resized.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      data-clipped-start={clipped.start || undefined}
      data-clipped-end={clipped.end || undefined}
      className={cn(
        'overflow-x-auto scroll-px-10 [--fade:2.5rem]',
        'data-clipped-end:[mask-image:linear-gradient(to_right,black_calc(100%-var(--fade)),transparent)]',
        'data-clipped-start:[mask-image:linear-gradient(to_left,black_calc(100%-var(--fade)),transparent)]',
        'data-clipped-start:data-clipped-end:[mask-image:linear-gradient(to_right,transparent,black_var(--fade),black_calc(100%-var(--fade)),transparent)]',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
