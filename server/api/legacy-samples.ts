/**
 * Valid bodies for the old API's form endpoints, in the field names existing clients send (spec §7), for the API's
 * integration tests and end-to-end tests. Programme and course ids depend on the database; callers fill them in.
 */
export { AADHAAR_SAMPLE } from "../../app/schemas/forms/test-samples.ts";

export const legacyQuickEnquiry = (ProgID: number) => ({
  Name: "Asha Kumari",
  Mobileno: "9876543210",
  ProgID,
  FatherName: "Ramesh Oraon",
  gender: "F",
  DOB: "2007-05-14",
});

export const legacyContact = () => ({
  name: "Sunita Lakra",
  email: "sunita@example.in",
  subject: "Hostel for girls",
  mobileno: "7004001234",
  message: "Is there a hostel for girls on the campus, and what does it cost per semester?",
});

export const legacyAdmission = (ProgID: number, ProfilePic: string) => ({
  Name: "Rohit Kujur",
  DOB: "2008-01-20",
  gender: "M",
  Category: "ST",
  ProgID,
  EmailID: "rohit.kujur@example.in",
  Mobileno: "9123456780",
  AlterMobileNo: "9234567801",
  FatherName: "Anil Kujur",
  MotherName: "Mary Kujur",
  Relision: "Christian",
  Address: "Ward 4, Near Church, Sisai Road",
  City: "Gumla",
  Pincode: "835207",
  IDProof: "482915736041",
  ProfilePic,
  Remarks: "Hostel needed",
});

export const legacyAlumni = (semesterID: number) => ({
  name: "Pooja Toppo",
  studentEmailID: "pooja.toppo@example.in",
  mobileNo: "8210012345",
  registerNumber: "2019123456",
  graduationyear: "2022-07-15",
  semesterID,
  currentAddress: "Quarter 12, Sector 4, Bokaro Steel City",
  alumniCompanyNameAddress: "Bokaro Steel Plant, Bokaro",
  alumniEmployerNameAddress: "Steel Authority of India Ltd, Bokaro",
  remarks: "The workshop practice prepared me well for the plant.",
});
