import { useState } from 'react';
import { ClockIcon, PencilIcon } from 'lucide-react';
import type { WorkingHours } from '@sudsy/domain/schedule-schemas';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Loadable } from '../lib/loadable';
import { SectionCard } from '@/components/section-card';
import { WorkingHoursDialog } from './working-hours-dialog';
import { WorkingHoursStrip } from './working-hours-strip';

export function WorkingHoursCard({ workingHours }: { workingHours: Loadable<WorkingHours> }) {
  const [editing, setEditing] = useState(false);
  const saved = workingHours.data;

  return (
    <SectionCard
      id="working-hours-card-title"
      title="Working Hours"
      icon={<ClockIcon />}
      description={
        saved
          ? `Your regular weekly availability. Times are in ${saved.timeZone.replace(/_/g, ' ')}.`
          : 'Your regular weekly availability.'
      }
      action={
        <Button variant="outline" onClick={() => setEditing(true)} disabled={!saved}>
          <PencilIcon aria-hidden />
          Edit Working Hours
        </Button>
      }
    >
      {workingHours.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-2 lg:grid-cols-7">
          <span className="sr-only">Loading working hours...</span>
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-10 lg:h-20" />
          ))}
        </div>
      ) : workingHours.isError || !saved ? (
        <LoadFailed
          title="Could not load your working hours"
          description="Check your connection and try again."
          onRetry={() => void workingHours.refetch()}
          retrying={workingHours.isRefetching}
        />
      ) : (
        <>
          <WorkingHoursStrip hours={saved.hours} />
          <WorkingHoursDialog open={editing} onOpenChange={setEditing} hours={saved.hours} />
        </>
      )}
    </SectionCard>
  );
}
