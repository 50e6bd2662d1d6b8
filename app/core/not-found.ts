import { data } from "react-router";

/**
 * The answer for a thing that does not exist (an unknown album, application, list…): `throw notFound()` in a
 * loader or action. The nearest error boundary shows the 404 page inside the section's frame, with status 404.
 */
export const notFound = () => data("Not found", { status: 404 });
