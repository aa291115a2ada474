import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ImagesIcon, MapPinIcon, StoreIcon, WrenchIcon } from 'lucide-react';
import type { WasherProfileInput } from '@sudsy/domain/washer-profile';
import { Form } from '@/components/ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { washerSetupQueryKeys } from '../api/washer-setup-query-keys';
import type { InitialProfile } from '../lib/initial-profile';
import { ProfileAutoSaver } from '../lib/profile-auto-saver';
import { profileFormSchema, type ProfileFormValues } from '../lib/profile-form';
import { isSetupTab, setupTabs, type SetupTab } from '../lib/setup-tabs';
import { PortfolioTab } from './portfolio-tab';
import { ProfileTab } from './profile-tab';
import { SaveStatusBanner } from './save-status-banner';
import { ServiceAreaTab } from './service-area-tab';
import { ServicesTab } from './services-tab';
import { StepNavigation } from './step-navigation';

const tabIcons = {
  services: WrenchIcon,
  'service-area': MapPinIcon,
  profile: StoreIcon,
  portfolio: ImagesIcon,
} as const;

type ProfileEditorProps = { userId: string; initial: InitialProfile };

/** The four setup tabs over one form, saved automatically (docs/product.md, "Washer profile and setup"). */
export function ProfileEditor({ userId, initial }: ProfileEditorProps) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, unknown, WasherProfileInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: initial.values,
    mode: 'onChange',
    shouldFocusError: false,
  });
  const [saver] = useState(
    () =>
      new ProfileAutoSaver(
        {
          userId,
          getValues: () => form.getValues(),
          showErrors: () => void form.trigger(),
          onSaved: (saved, upToDate) => {
            queryClient.setQueryData(washerSetupQueryKeys.profile, saved);
            // The server places a typed address on the map itself; show where it put it.
            if (upToDate && saved.mapCenter && !form.getValues('mapCenter'))
              form.setValue('mapCenter', saved.mapCenter);
          },
        },
        { unsaved: initial.unsaved },
      ),
  );
  const saveState = useSyncExternalStore(saver.subscribe, saver.getSnapshot);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: saver.edit }), [form, saver]);
  useEffect(() => saver.start(), [saver]);

  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SetupTab = isSetupTab(requested) ? requested : 'services';
  // The tab lives in the address, so a reload or a shared link opens the same one.
  const showTab = (next: string) => {
    if (!isSetupTab(next)) return;
    setSearchParams(next === 'services' ? {} : { tab: next }, { replace: true });
  };
  const goTo = (next: SetupTab) => {
    showTab(next);
    window.scrollTo({ top: 0 });
  };
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const finish = async () => {
    setFinishing(true);
    const saved = await saver.saveNow();
    setFinishing(false);
    if (saved) void navigate('/provider/dashboard');
  };
  const steps = (current: SetupTab) => (
    <StepNavigation current={current} onNavigate={goTo} onFinish={() => void finish()} finishing={finishing} />
  );

  return (
    <Form {...form}>
      <div className="grid gap-6">
        <SaveStatusBanner state={saveState} onSave={() => void saver.saveNow()} />
        <Tabs value={tab} onValueChange={showTab} className="gap-6">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
            {setupTabs.map(({ value, label }) => {
              const Icon = tabIcons[value];
              return (
                <TabsTrigger key={value} value={value} className="h-9">
                  <Icon aria-hidden />
                  {label}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="services">
            <ServicesTab />
            {steps('services')}
          </TabsContent>
          <TabsContent value="service-area">
            <ServiceAreaTab />
            {steps('service-area')}
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab />
            {steps('profile')}
          </TabsContent>
          <TabsContent value="portfolio">
            <PortfolioTab />
            {steps('portfolio')}
          </TabsContent>
        </Tabs>
      </div>
    </Form>
  );
}
