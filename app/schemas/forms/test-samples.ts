/**
 * Valid submissions for tests (unit, integration and end-to-end), one per form, in the fields' own names.
 * Programme and course ids depend on the database; callers fill them in.
 */
export const AADHAAR_SAMPLE = "482915736041";

export const sampleQuickEnquiry = (ProgID: number) => ({
  Name: "Asha Kumari",
  Mobileno: "9876543210",
  ProgID,
  FatherName: "Ramesh Oraon",
  gender: "F",
  DOB: "2007-05-14",
});

export const sampleFooterEnquiry = () => ({
  name: "Birsa Munda",
  email: "birsa@example.in",
  mobileno: "9431100001",
  selectedcourse: "Mining",
});

export const sampleContact = () => ({
  name: "Sunita Lakra",
  email: "sunita@example.in",
  subject: "Hostel for girls",
  mobileno: "7004001234",
  message: "Is there a hostel for girls on the campus, and what does it cost per semester?",
});

export const sampleAdmission = (ProgID: number, ProfilePic: string) => ({
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
  IDProof: AADHAAR_SAMPLE,
  ProfilePic,
  Remarks: "Hostel needed",
});

export const sampleAlumni = (semesterID: number) => ({
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
