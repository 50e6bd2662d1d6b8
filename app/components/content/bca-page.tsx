import "~/messages/static-page-messages.ts";
import { type CourseView, CoursePageView } from "./course-page.tsx";
import { useT } from "~/lib/language.tsx";

export function BcaPage({ page: course }: { page: CourseView & { seats: number } }) {
  const t = useT();
  const { page, seats, document } = course;
  const facts = seats > 0 ? [{ term: t("course.seats"), detail: String(seats) }] : [];
  return <CoursePageView page={page} document={document} facts={facts} />;
}
