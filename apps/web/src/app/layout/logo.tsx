import { Link } from 'react-router';
import { DropletsIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <DropletsIcon className="size-5" aria-hidden />
      </span>
      Sudsy
    </Link>
  );
}
