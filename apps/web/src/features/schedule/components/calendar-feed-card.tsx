import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CheckIcon, CopyIcon, RefreshCwIcon, RssIcon } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { PendingLabel } from '@/components/pending-label';
import { SectionCard } from '@/components/section-card';
import { usePageSettled } from '@/lib/page-settled';
import { unexpectedFailure, serverMessage } from '@/lib/error-message';

/** The washer's private iCalendar link: copy it into a calendar app, or replace it if it leaked. */
export function CalendarFeedCard() {
  // The link is a setting seldom opened: it waits for the schedule itself (lib/page-settled.tsx).
  const feed = useCalendarFeed(usePageSettled());
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast.success('Link copied', { description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      // The clipboard needs a secure origin and permission; selecting the text still lets the washer copy it.
      inputRef.current?.select();
      toast.error('Could not copy the link', {
        description: 'The link is selected: copy it with your keyboard or menu.',
      });
    }
  };

  const onRegenerate = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('New calendar link ready', {
          description: 'The old link no longer works. Subscribe again with the new one.',
        });
      },
      onError: (error) =>
        toast.error('Could not replace the link', { description: serverMessage(error) ?? unexpectedFailure }),
    });
  };

  return (
    <SectionCard
      id="calendar-feed-card-title"
      title="Calendar Sync"
      icon={<RssIcon />}
      description="Subscribe to this private link in Google Calendar, Apple Calendar or Outlook to see your appointments and blocked time there."
    >
      {feed.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your calendar link...</span>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : feed.isError ? (
        <LoadFailed
          title="Could not load your calendar link"
          description="Check your connection and try again."
          onRetry={() => void feed.refetch()}
          retrying={feed.isRefetching}
        />
      ) : (
        <div className="grid grid-cols-1 gap-3">
          <Label htmlFor={inputId}>Your calendar link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              ref={inputRef}
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs md:text-xs"
              aria-describedby={`${inputId}-hint`}
            />
            <Button onClick={() => void copy(feed.data.url)} className="shrink-0">
              {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            Anyone with this link can see your schedule. If it reaches the wrong person, replace it.
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <RefreshCwIcon aria-hidden />
              Regenerate link
            </Button>
          </div>
        </div>
      )}

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Replace your calendar link?</DialogTitle>
            <DialogDescription>
              Calendar apps subscribed to the current link will stop receiving updates. You will need to subscribe again
              with the new link.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={onRegenerate} disabled={regenerate.isPending}>
              <PendingLabel pending={regenerate.isPending} idle="Replace link" busy="Replacing..." />
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
