/**
 * Hindi of app/messages/en/alumni-form.ts.
 */
export const alumniFormMessages = {
  "forms.error.alumni.name": "छात्र का नाम दर्ज करें",
  "forms.error.alumni.email": "सही ई-मेल पता दर्ज करें",
  "forms.error.alumni.mobile": "संपर्क नंबर दर्ज करें",
  "forms.error.alumni.mobileDigits": "10 अंकों का नंबर दर्ज करें",
  "forms.error.alumni.registerNumber": "रजिस्ट्रेशन नंबर दर्ज करें",
  "forms.error.alumni.graduation": "पास होने का वर्ष दर्ज करें",
  "forms.error.alumni.address": "वर्तमान पता दर्ज करें",
  "forms.error.alumni.company": "कंपनी का नाम और पता दर्ज करें",
  "forms.error.alumni.employer": "नियोक्ता का नाम और पता दर्ज करें",
  "forms.error.alumni.course": "कोर्स चुनें",
  "forms.error.alumni.remarks": "कृपया टिप्पणी दर्ज करें",
  "forms.label.studentName": "छात्र का नाम",
  "forms.label.contactNumber": "संपर्क नंबर",
  "forms.label.registerNumber": "रजिस्ट्रेशन नंबर",
  "forms.label.graduationYear": "पास होने का वर्ष",
  "forms.label.currentAddress": "वर्तमान पता",
  "forms.label.company": "कंपनी का नाम और पता",
  "forms.label.employer": "नियोक्ता का नाम और पता",
  "forms.hint.registerNumber": "10 अंक, जैसा आपकी मार्कशीट पर लिखा है",
  "forms.hint.graduation": "जिस तिथि को आपका अंतिम परिणाम घोषित हुआ, या उस वर्ष का कोई भी दिन",
  "forms.alumni.formName": "पूर्व छात्रों की प्रतिक्रिया",
  "forms.alumni.intro": "पूर्व छात्र: हमें बताइए कि आप अब कहाँ हैं और कॉलेज में बिताए समय के बारे में आप क्या सोचते हैं।",
} as const;
