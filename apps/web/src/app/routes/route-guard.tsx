import { Navigate, Outlet } from 'react-router';
import { guardRedirect, type RouteAccess } from '@sudsy/domain/routes';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/features/auth/api/get-session';

/** Renders its child route only for visitors the route table admits; sends the others on. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  const target = guardRedirect(access, user);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
