import { Navigate, Outlet, useNavigation } from 'react-router';
import { guardRedirect, type RouteAccess } from '@sudsy/domain/routes';
import { documentArrivedDrawn } from '@/app/drawn-pages';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

/**
 * Renders its child route only for visitors the route table admits; sends the others on. A page
 * drawn at build time (`drawnSignedInPages`) shows while the session is checked, as it was drawn.
 */
export function RouteGuard({ access, drawn = false }: { access: RouteAccess; drawn?: boolean }) {
  const { user, isPending } = useSession();
  const navigation = useNavigation();
  if (isPending) return drawn && documentArrivedDrawn() ? <Outlet /> : <PageLoader />;
  const target = guardRedirect(access, user);
  if (!target) return <Outlet />;
  // A visitor already on the way elsewhere (signing out leaves for the landing page) is not
  // diverted by the page being left.
  if (navigation.state !== 'idle') return <PageLoader />;
  return <Navigate to={target} replace />;
}
