import { CircleIcon } from 'lucide-react';
import { menuContentClass, menuItemClass } from '@/components/ui/dropdown-menu';
import { ThemeButton } from '@/app/layout/theme-button';
import { themeChoices } from '@/app/layout/theme-menu';
import { visitorPageIds as ids } from '@/app/visitor-page/visitor-page-ids';
import { cn } from '@/lib/utils';

/**
 * The header's theme menu on a page drawn without the app (docs/decisions/017): the same button,
 * items and look as the app's, closed; visitor-islands.ts opens it and marks the saved choice.
 */
export function VisitorThemeMenu() {
  return (
    <div className="relative">
      <ThemeButton id={ids.themeButton} aria-haspopup="menu" aria-expanded={false} />
      <div
        id={ids.themeMenu}
        role="menu"
        aria-labelledby={ids.themeButton}
        hidden
        className={cn(menuContentClass, 'absolute top-full right-0 mt-1')}
      >
        {themeChoices.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="menuitemradio"
            aria-checked={false}
            tabIndex={-1}
            data-theme-choice={value}
            className={cn(menuItemClass, 'group w-full pr-8')}
          >
            <Icon aria-hidden />
            {label}
            <span className="pointer-events-none absolute right-2 hidden size-3.5 items-center justify-center group-aria-checked:flex">
              <CircleIcon className="size-2 fill-current text-current" aria-hidden />
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
