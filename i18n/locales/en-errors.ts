// Error-page strings, separate so the error page works even when the page data failed.
import type noErrors from "./no-errors";

const enErrors: typeof noErrors = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  goHome: "Go Home",
  serverErrorTitle: "Something went wrong",
  serverErrorText: "We could not show this page just now. Please try again in a moment.",
  tryAgain: "Try again",
  forbidden: "You do not have access to this page.",
};

export default enErrors;
