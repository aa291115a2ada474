import { Navigate, useLocation } from 'react-router';

/** An old address leads to its new page, keeping the query and hash it was opened with. */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
