import { useEffect, useState, type CSSProperties } from 'react';
import { map as mapConstants } from '@sudsy/domain/constants';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

/** The bar rises by 10 every 200 ms and waits at 95 until the map is there; sized like the map it stands for. */
export function MapLoading({ className, style }: { className?: string; style?: CSSProperties }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setProgress((value) => Math.min(value + mapConstants.progressStep, mapConstants.progressCap)),
      mapConstants.progressIntervalMs,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 rounded-lg border bg-muted/40 px-6', className)}
      style={style}
    >
      <p className="text-sm text-muted-foreground">Loading map...</p>
      <Progress value={progress} aria-label="Map loading progress" className="max-w-xs" />
    </div>
  );
}
