/**
 * Valid submissions for tests (unit, integration and end-to-end), one per form, in the app's own field names.
 * The old API's bodies are in server/api/legacy-samples.ts. Programme and course ids depend on the database;
 * callers fill them in.
 */
export const AADHAAR_SAMPLE = "482915736041";

export const sampleQuickEnquiry = (programmeId: number) => ({
  name: "Asha Kumari",
  mobileNo: "9876543210",
  programmeId,
  fatherName: "Ramesh Oraon",
  gender: "F",
  dateOfBirth: "2007-05-14",
});

export const sampleFooterEnquiry = () => ({
  name: "Birsa Munda",
  email: "birsa@example.in",
  mobileNo: "9431100001",
  course: "Mining",
});

export const sampleContact = () => ({
  name: "Sunita Lakra",
  email: "sunita@example.in",
  subject: "Hostel for girls",
  mobileNo: "7004001234",
  message: "Is there a hostel for girls on the campus, and what does it cost per semester?",
});

export const sampleAdmission = (programmeId: number, photoRecord: string) => ({
  name: "Rohit Kujur",
  dateOfBirth: "2008-01-20",
  gender: "M",
  category: "ST",
  programmeId,
  email: "rohit.kujur@example.in",
  mobileNo: "9123456780",
  alterMobileNo: "9234567801",
  fatherName: "Anil Kujur",
  motherName: "Mary Kujur",
  religion: "Christian",
  address: "Ward 4, Near Church, Sisai Road",
  city: "Gumla",
  pincode: "835207",
  idProof: AADHAAR_SAMPLE,
  photoRecord,
  remarks: "Hostel needed",
});

export const sampleAlumni = (courseId: number) => ({
  name: "Pooja Toppo",
  email: "pooja.toppo@example.in",
  mobileNo: "8210012345",
  registerNumber: "2019123456",
  graduationDate: "2022-07-15",
  courseId,
  currentAddress: "Quarter 12, Sector 4, Bokaro Steel City",
  companyNameAddress: "Bokaro Steel Plant, Bokaro",
  employerNameAddress: "Steel Authority of India Ltd, Bokaro",
  remarks: "The workshop practice prepared me well for the plant.",
});
