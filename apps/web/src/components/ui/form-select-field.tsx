import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

// Radix Select has no empty value; this one stands for the field's null.
const noneValue = '__none__';

type FormSelectFieldProps<TFieldValues extends FieldValues> = {
  control: Control<TFieldValues>;
  name: FieldPath<TFieldValues>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** When given, an option with this label first, standing for null. */
  noneLabel?: string;
  className?: string;
};

/** A labelled Radix select bound to a form field, with the field's message. */
export function FormSelectField<TFieldValues extends FieldValues>({
  control,
  name,
  label,
  options,
  noneLabel,
  className,
}: FormSelectFieldProps<TFieldValues>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={(field.value as string | null) ?? noneValue}
            onValueChange={(value) => field.onChange(value === noneValue ? null : value)}
          >
            <FormControl>
              <SelectTrigger onBlur={field.onBlur} className={className}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent className="max-h-72">
              {noneLabel === undefined ? null : <SelectItem value={noneValue}>{noneLabel}</SelectItem>}
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} className={className}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
