import { redirect } from "react-router";
import { noticeDismissedCookie } from "~/lib/notice-dismissal.ts";

/** Closing the scholarship notice without JavaScript: remember it and go back to the home page. */
export const action = () => redirect("/", { status: 303, headers: { "set-cookie": noticeDismissedCookie } });

export const loader = () => redirect("/");
