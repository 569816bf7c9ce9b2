import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useProductName } from '#web/shared/auth/session.ts';

export const NOT_FOUND_TITLE = '404 Not Found';
export const NOT_FOUND_TEXT = 'This page could not be found';
export const GENERIC_ERROR_TITLE = 'An error occurred';
export const ERROR_PAGE_FAILED = 'An error occurred while showing the error page';

function isNotFound(error: unknown): boolean {
  return (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.status === 404);
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

function ErrorContent({ error }: { error: unknown }) {
  const notFound = isNotFound(error);
  const title = notFound ? NOT_FOUND_TITLE : GENERIC_ERROR_TITLE;
  const productName = useProductName();
  useEffect(() => {
    document.title = `${title} - ${productName}`;
  }, [title, productName]);
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}
      data-testid="error-page"
    >
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound ? NOT_FOUND_TEXT : describe(error)}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          Home page
        </Button>
      </Box>
    </Box>
  );
}

interface GuardState {
  failure: Error | null;
}

/** The last resort: the error page itself failed, so show plain text and a plain link. */
class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { failure: null };

  static getDerivedStateFromError(failure: unknown): GuardState {
    return { failure: failure instanceof Error ? failure : new Error(String(failure)) };
  }

  override componentDidCatch(failure: Error, info: ErrorInfo): void {
    console.error(ERROR_PAGE_FAILED, failure, info.componentStack);
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return (
      <div style={{ padding: 24, fontFamily: 'sans-serif' }} data-testid="error-page-fallback">
        <h1>{ERROR_PAGE_FAILED}</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{failure.message}</pre>
        <a href="/">Home page</a>
      </div>
    );
  }
}

/** The route error element: '404 Not Found' for a missing page, otherwise 'An error occurred'. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageGuard>
      <ErrorContent error={error} />
    </ErrorPageGuard>
  );
}
