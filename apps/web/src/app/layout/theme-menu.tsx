import { useTheme } from 'next-themes';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ThemeButton } from '@/app/layout/theme-button';
import type { HeaderMenuProps } from '@/app/layout/header-menu';

/** The themes one can choose, as next-themes names them (and stores them under `theme`). */
export const themeChoices = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
] as const;

/** The header's theme menu; `openAtOnce` opens it as it mounts (its button was pressed while it loaded). */
export function ThemeMenu({ openAtOnce = false, onOpenChange }: HeaderMenuProps) {
  const { theme = 'system', setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={openAtOnce} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ThemeButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={setTheme}>
          {themeChoices.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
