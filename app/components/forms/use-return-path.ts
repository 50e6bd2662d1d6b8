import { useLocation } from "react-router";
import { SENT_PARAM } from "./form-reply.ts";

/** The page to come back to after a form is sent without JavaScript (without an earlier "sent" flag). */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
