import { Navigate, useLocation, useParams } from 'react-router';

/** /template/{slug} is another name of /templates/{slug}; the query is kept. */
export function TemplateSlugRedirect() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/templates/${encodeURIComponent(slug)}${search}`} replace />;
}
