import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';

type Flag = { name: string; label: string; description: string };

/** One labelled switch a row, each with a line saying what it turns on. */
export function NotificationFlagSwitches<Values extends FieldValues>({
  control,
  flags,
}: {
  control: Control<Values>;
  flags: Flag[];
}) {
  return (
    <div className="divide-y rounded-lg border">
      {flags.map((flag) => (
        <FormField
          key={flag.name}
          control={control}
          name={flag.name as FieldPath<Values>}
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 px-4 py-3">
              <div className="grid gap-0.5">
                <FormLabel className="font-medium">{flag.label}</FormLabel>
                <p className="text-sm text-muted-foreground">{flag.description}</p>
              </div>
              <FormControl>
                <Switch checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              </FormControl>
            </FormItem>
          )}
        />
      ))}
    </div>
  );
}
