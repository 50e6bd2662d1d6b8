import { z } from "zod";

/**
 * Response shapes of the legacy-compatible JSON API (spec §3, §7), field names exactly as the old API spelled
 * them ("desigantion", "companyname", "staffDepartMent"). Strict objects: a contract test fails on any drift.
 */
export const newsItemResponse = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  targetLink: z.string(),
  isNew: z.boolean(),
});

export const bannerResponse = z.strictObject({ bannerImg: z.url(), title: z.string() });

export const placedStudentResponse = z.strictObject({
  photo: z.url(),
  name: z.string(),
  session: z.string(),
  companyname: z.string(),
});

export const albumResponse = z.strictObject({ title: z.string(), coverImg: z.url(), galleryCode: z.string() });

export const galleryImageResponse = z.strictObject({ image: z.url(), title: z.string() });

export const facultyGroupResponse = z.strictObject({
  staffDepartMent: z.string(),
  stafflist: z.array(
    z.strictObject({
      staffPhoto: z.url(),
      staffName: z.string(),
      desigantion: z.string(),
      qualification: z.string(),
      experience: z.string(),
      doj: z.iso.date(),
    }),
  ),
});

export const examStaffResponse = z.strictObject({
  name: z.string(),
  designation: z.string(),
  qualification: z.string(),
  experience: z.string(),
  joiningDate: z.iso.date(),
  image: z.url(),
  bannerImage: z.url(),
});

export const programmeResponse = z.strictObject({
  id: z.number().int(),
  displayText: z.string(),
  programName: z.string(),
});

export const alumniCourseResponse = z.strictObject({ id: z.number().int(), displayText: z.string() });

export const apiErrorResponse = z.strictObject({
  error: z.string(),
  message: z.string(),
  parameter: z.string().optional(),
});
