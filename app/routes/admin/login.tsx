import { Form, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Notice, staffClass } from "~/components/admin/staff-ui.tsx";
import { SIGN_IN_FAILED, signIn } from "~/lib/auth/sign-in.server.ts";
import { currentStaff } from "~/lib/auth/session.server.ts";
import { pageMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/login";

const signInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  next: z.string().max(500).optional(),
});

/** Only paths inside the console: an open redirect would let a link send staff anywhere after signing in. */
const safeNext = (next: string | undefined) => (next && /^\/admin(\/|$|\?)/.test(next) ? next : "/admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(request, context.services)) throw redirect("/admin");
  return { next: new URL(request.url).searchParams.get("next") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = signInSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: SIGN_IN_FAILED }, { status: 400 });
  const result = await signIn(context.services, parsed.data.email, parsed.data.password);
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  throw redirect(safeNext(parsed.data.next), { headers: { "Set-Cookie": result.setCookie } });
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Staff sign-in",
    description: "Sign-in for the college office staff.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-sm space-y-6 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Staff sign-in</h1>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <label className={staffClass.label}>
          E-mail
          <input name="email" type="email" autoComplete="username" required className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={staffClass.input}
          />
        </label>
        <button type="submit" className={staffClass.button} disabled={navigation.state === "submitting"}>
          Sign in
        </button>
      </Form>
    </div>
  );
}
