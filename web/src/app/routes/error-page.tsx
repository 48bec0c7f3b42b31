import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4">{message}</p>
      <Link to="/" className="mt-6 inline-block underline">
        Go to Homepage
      </Link>
    </section>
  );
}
