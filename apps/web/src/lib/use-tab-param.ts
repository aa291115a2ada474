import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the address (`?tab=`, left out for the default one), so Back, a reload and a
 * shared link open the same tab. An unknown value reads as the default.
 */
export function useTabParam<Tab extends string>(
  isTab: (value: unknown) => value is Tab,
  defaultTab: Tab,
): [Tab, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const select = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === defaultTab) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [isTab(asked) ? asked : defaultTab, select];
}
