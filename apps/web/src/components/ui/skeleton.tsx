import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block for content on its way; hidden from screen readers, which hear the status text instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
