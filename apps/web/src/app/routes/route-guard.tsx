import { Navigate, Outlet, useNavigation } from 'react-router';
import { guardRedirect, type RouteAccess } from '@sudsy/domain/routes';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

/** Renders its child route only for visitors the route table admits; sends the others on. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const { user, isPending } = useSession();
  const navigation = useNavigation();
  if (isPending) return <PageLoader />;
  const target = guardRedirect(access, user);
  if (!target) return <Outlet />;
  // A visitor already on the way elsewhere (signing out leaves for the landing page) is not
  // diverted by the page being left.
  if (navigation.state !== 'idle') return <PageLoader />;
  return <Navigate to={target} replace />;
}
