import { useId } from 'react';
import { distanceSlider } from '@sudsy/domain/constants';
import { Slider } from '@/components/ui/slider';

type DistanceFieldProps = { value: number; onChange: (miles: number) => void };

/** How far a washer may be from the address: 1 to 50 miles. */
export function DistanceField({ value, onChange }: DistanceFieldProps) {
  const labelId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm leading-none font-medium">
          Maximum Distance
        </span>
        <span className="text-sm font-semibold tabular-nums">{value} mi</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        thumbLabel="Maximum distance in miles"
        min={distanceSlider.min}
        max={distanceSlider.max}
        step={distanceSlider.step}
        value={[value]}
        onValueChange={([miles]) => {
          if (miles !== undefined) onChange(miles);
        }}
      />
      <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
        {distanceSlider.labels.map((miles) => (
          <span key={miles}>{miles} mi</span>
        ))}
      </div>
    </div>
  );
}
