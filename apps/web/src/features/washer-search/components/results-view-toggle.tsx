import { ListIcon, MapIcon } from 'lucide-react';
import { SegmentedControl, SegmentedControlItem } from '@/components/ui/segmented-control';
import type { ResultsView } from '@/lib/search-params';

/** List | Map, the list first: it is the default and what every reader can use. */
export function ResultsViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  return (
    <SegmentedControl
      value={view}
      onValueChange={(value) => (value === 'list' || value === 'map') && onChange(value)}
      aria-label="Show providers as"
    >
      <SegmentedControlItem value="list">
        <ListIcon aria-hidden />
        List
      </SegmentedControlItem>
      <SegmentedControlItem value="map">
        <MapIcon aria-hidden />
        Map
      </SegmentedControlItem>
    </SegmentedControl>
  );
}
