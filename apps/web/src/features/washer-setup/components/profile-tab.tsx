import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { AwardIcon, StoreIcon } from 'lucide-react';
import { certificationOptions, type CertificationId } from '@sudsy/domain/certifications';
import { experienceRange } from '@sudsy/domain/constants';
import { parseExperience } from '@sudsy/domain/washer-profile';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ProfileFormValues } from '../lib/profile-form';
import { SectionCard } from '@/components/section-card';
import { CancellationPolicyCard } from './cancellation-policy-card';

/** Profile: business name, years of experience, description, certifications and cancellation policy. */
export function ProfileTab() {
  const form = useFormContext<ProfileFormValues>();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <SectionCard
        id="business-profile-title"
        title="Business Profile"
        icon={<StoreIcon />}
        description="What customers see about you when they look for a washer."
      >
        <div className="grid gap-5">
          <FormField
            control={form.control}
            name="businessName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Business name</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="organization"
                    placeholder="e.g. Sparkle Mobile Detailing"
                    maxLength={120}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="experienceYears"
            render={({ field }) => (
              <FormItem className="max-w-48">
                <FormLabel>Years of experience</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={experienceRange.min}
                    max={experienceRange.max}
                    step={1}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value}
                    // Anything that is not a number counts as 0; 0–50 years.
                    onChange={(event) => field.onChange(parseExperience(event.target.value))}
                    className="tabular-nums"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="bio"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Business description</FormLabel>
                <FormControl>
                  <Textarea
                    rows={6}
                    maxLength={2000}
                    placeholder="Tell customers about your business, your experience and what makes your service stand out."
                    className="min-h-36"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      </SectionCard>
      <div className="grid gap-6">
        <CertificationsCard />
        <CancellationPolicyCard />
      </div>
    </div>
  );
}

function CertificationsCard() {
  const form = useFormContext<ProfileFormValues>();
  const idPrefix = useId();
  return (
    <SectionCard
      id="certifications-title"
      title="Certifications"
      icon={<AwardIcon />}
      description="Tick the certifications you hold; customers see them on your profile."
    >
      <FormField
        control={form.control}
        name="certifications"
        render={({ field }) => {
          const toggle = (id: CertificationId, checked: boolean) =>
            field.onChange(
              checked
                ? certificationOptions
                    .map((option) => option.id)
                    .filter((option) => option === id || field.value.includes(option))
                : field.value.filter((held) => held !== id),
            );
          return (
            <ul className="grid gap-2" aria-labelledby="certifications-title">
              {certificationOptions.map((option) => {
                const checked = field.value.includes(option.id);
                const id = `${idPrefix}-${option.id}`;
                return (
                  <li
                    key={option.id}
                    data-checked={checked}
                    className="flex items-center gap-3 rounded-lg border p-3 data-[checked=true]:border-primary/50 data-[checked=true]:bg-primary/5"
                  >
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(state) => toggle(option.id, state === true)}
                    />
                    <label htmlFor={id} className="flex-1 cursor-pointer text-sm font-medium">
                      {option.name}
                    </label>
                  </li>
                );
              })}
            </ul>
          );
        }}
      />
    </SectionCard>
  );
}
