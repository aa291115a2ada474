import { useId, type ComponentProps } from 'react';
import { CarIcon, SprayCanIcon } from 'lucide-react';
import { roleLabels, roles, type Role } from '@sudsy/domain/roles';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';

const icons = { owner: CarIcon, washer: SprayCanIcon } as const satisfies Record<Role, unknown>;

type RoleChoiceProps = Omit<ComponentProps<typeof RadioGroup>, 'value' | 'onValueChange' | 'defaultValue'> & {
  value: Role;
  onValueChange: (role: Role) => void;
  /** A line under each role saying what it is for. */
  descriptions?: Record<Role, string>;
};

/** Car Owner or Car Washer as two cards; each card is one radio, named by its role. */
export function RoleChoice({ value, onValueChange, descriptions, className, ...props }: RoleChoiceProps) {
  const id = useId();
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => onValueChange(next as Role)}
      className={cn('grid grid-cols-2 gap-3', className)}
      {...props}
    >
      {roles.map((role) => {
        const Icon = icons[role];
        return (
          <label
            key={role}
            className={cn(
              'relative flex cursor-pointer flex-col gap-1.5 rounded-lg border bg-card text-sm transition-colors hover:bg-accent/60',
              'has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
              descriptions ? 'items-start p-4' : 'items-center px-3 py-3 text-center',
            )}
          >
            <RadioGroupItem
              value={role}
              aria-labelledby={`${id}-${role}`}
              aria-describedby={descriptions ? `${id}-${role}-description` : undefined}
              className={descriptions ? 'absolute top-4 right-4' : 'absolute top-2.5 right-2.5'}
            />
            <Icon className="size-5 shrink-0 text-primary" aria-hidden />
            <span id={`${id}-${role}`} className="font-medium">
              {roleLabels[role]}
            </span>
            {descriptions ? (
              <span id={`${id}-${role}-description`} className="text-xs text-muted-foreground">
                {descriptions[role]}
              </span>
            ) : null}
          </label>
        );
      })}
    </RadioGroup>
  );
}
