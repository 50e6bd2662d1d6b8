import type { ComponentType } from "react";
import { HomePage } from "~/components/home/home-page.tsx";
import type { PageView } from "~/routes/page-views.ts";
import { AboutUsPage } from "~/components/content/about-us-page.tsx";
import { AddedPage } from "~/components/content/added-page.tsx";
import { AdmissionDepartmentPage } from "~/components/content/admission-department-page.tsx";
import { AdvisoryPage } from "~/components/content/advisory-page.tsx";
import { AntiRaggingPage } from "~/components/content/anti-ragging-page.tsx";
import { BcaPage } from "~/components/content/bca-page.tsx";
import { CampusPage } from "~/components/content/campus-page.tsx";
import { CurriculumPage } from "~/components/content/curriculum-page.tsx";
import { DirectorMessagePage } from "~/components/content/director-message-page.tsx";
import { FeeStructure } from "~/components/content/fee-table.tsx";
import { GovernorsPage } from "~/components/content/governors-page.tsx";
import { MissionVisionPage } from "~/components/content/mission-vision-page.tsx";
import { NccPage } from "~/components/content/ncc-page.tsx";
import { PedagogyPage } from "~/components/content/pedagogy-page.tsx";
import { PlacementCellPage } from "~/components/content/placement-cell-page.tsx";
import { PlacementPolicyPage } from "~/components/content/placement-policy-page.tsx";
import { PolicyPage } from "~/components/content/policy-page.tsx";
import { PrincipalPage } from "~/components/content/principal-page.tsx";
import { ProductionUnitPage } from "~/components/content/production-unit-page.tsx";
import { ScholarshipPage } from "~/components/content/scholarship-page.tsx";
import { VirtualLabPage } from "~/components/content/virtual-lab-page.tsx";
import { VisitingFacultyPage } from "~/components/content/visiting-faculty-page.tsx";
import { WhyGumlaPage } from "~/components/content/why-gumla-page.tsx";
import { WorkingProfessionalPage } from "~/components/content/working-professional-page.tsx";

/**
 * The component each public route module draws its page with (app/routes/page-views.ts), given what that module's
 * loading gives it (app/routes/page-views.server.ts): a preview draws a revision by the same code as the public page.
 * (A route module's default export cannot be reused: the build wraps it to read its own route's loader data.)
 */
export const pageViewComponents: Record<PageView, ComponentType<{ page: never }>> = {
  "routes/home.tsx": HomePage,
  "routes/about/about-us.tsx": AboutUsPage,
  "routes/about/mission-vision.tsx": MissionVisionPage,
  "routes/about/pedagogy.tsx": PedagogyPage,
  "routes/about/why-gumla.tsx": WhyGumlaPage,
  "routes/about/anti-ragging.tsx": AntiRaggingPage,
  "routes/about/placement-policy.tsx": PlacementPolicyPage,
  "routes/about/policy-page.tsx": PolicyPage,
  "routes/about/scholarship.tsx": ScholarshipPage,
  "routes/about/ncc.tsx": NccPage,
  "routes/people/governors.tsx": GovernorsPage,
  "routes/people/advisory.tsx": AdvisoryPage,
  "routes/people/principal.tsx": PrincipalPage,
  "routes/people/visiting-faculty.tsx": VisitingFacultyPage,
  "routes/people/admission-department.tsx": AdmissionDepartmentPage,
  "routes/people/placement-cell.tsx": PlacementCellPage,
  "routes/people/director-message.tsx": DirectorMessagePage,
  "routes/courses/curriculum-page.tsx": CurriculumPage,
  "routes/courses/bca.tsx": BcaPage,
  "routes/courses/diploma-working-professional.tsx": WorkingProfessionalPage,
  "routes/facilities/fees-page.tsx": ({ page }) => <FeeStructure fees={page} />,
  "routes/facilities/campus.tsx": CampusPage,
  "routes/facilities/production-unit.tsx": ProductionUnitPage,
  "routes/facilities/virtual-lab.tsx": VirtualLabPage,
  "routes/added-page.tsx": AddedPage,
};
