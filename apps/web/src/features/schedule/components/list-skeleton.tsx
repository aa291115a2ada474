import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in rows while a list loads, announced once as `label`. */
export function ListSkeleton({
  rows,
  label,
  rowClassName = 'h-14',
}: {
  rows: number;
  label: string;
  rowClassName?: string;
}) {
  return (
    <div role="status" className="grid grid-cols-1 gap-2">
      <span className="sr-only">{label}...</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`w-full ${rowClassName}`} />
      ))}
    </div>
  );
}
