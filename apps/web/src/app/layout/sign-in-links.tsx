import { Link } from 'react-router';
import { LogInIcon, UserPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A visitor's way in, in the header: Log in (from the small-tablet width up) and Sign up. */
export function HeaderSignInLinks() {
  return (
    <>
      <Button asChild variant="ghost" className="hidden sm:inline-flex">
        <Link to="/login">Log in</Link>
      </Button>
      <Button asChild>
        <Link to="/register">Sign up</Link>
      </Button>
    </>
  );
}

/** A visitor's way in, in the side menu; `onClick` closes the menu as the link is followed. */
export function MenuSignInLinks({ onClick }: { onClick?: () => void }) {
  return (
    <>
      <Button asChild variant="outline">
        <Link to="/login" onClick={onClick}>
          <LogInIcon aria-hidden />
          Log in
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onClick}>
          <UserPlusIcon aria-hidden />
          Sign up
        </Link>
      </Button>
    </>
  );
}
