export { AccessDeniedScreen } from './AccessDeniedScreen.js';
export { ErrorPageBoundary } from './ErrorPageBoundary.js';
export { HttpStatusError } from './HttpStatusError.js';
export { NotFoundScreen } from './NotFoundScreen.js';
export { addErrorReporter, reportError, type ErrorReporter } from './reportError.js';
export { routeErrorStatus } from './routeErrorStatus.js';
