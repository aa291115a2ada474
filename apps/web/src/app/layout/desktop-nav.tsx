import { NavLink } from 'react-router';
import type { Role } from '@sudsy/domain/roles';
import { roleNavigation } from '@/app/layout/nav-links';
import { UnreadMessagesBadge } from '@/features/messages/components/unread-messages-badge';

export function DesktopNav({ role }: { role: Role }) {
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {roleNavigation[role].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {item.label}
              {item.to === '/messages' ? <UnreadMessagesBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
