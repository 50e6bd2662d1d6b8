/**
 * Hindi of app/messages/en/mail.ts: the mail a stored submission sends (the office's notice, the applicant's
 * acknowledgement) and the outbox's states. Part of the console's texts, which the public pages' build leaves out.
 */
export const mailMessages = {
  "mail.kind.applications": "प्रवेश आवेदन",
  "mail.kind.enquiries": "त्वरित पूछताछ",
  "mail.kind.footer_enquiries": "कॉल बैक पूछताछ",
  "mail.kind.contact_messages": "संपर्क संदेश",
  "mail.kind.alumni_feedback": "पूर्व छात्रों की प्रतिक्रिया",
  "mail.kind.grievances": "शिकायत",
  "mail.kind.data_rights_requests": "डेटा अधिकार अनुरोध",
  "mail.notice.subject": "नया फ़ॉर्म: {kind} ({name})",
  "mail.notice.subjectWithReference": "नया फ़ॉर्म: {kind} {reference} ({name})",
  "mail.notice.arrived": "वेबसाइट पर एक नया फ़ॉर्म आया है: {kind}।",
  "mail.notice.kind": "प्रकार: {kind}",
  "mail.notice.name": "नाम: {name}",
  "mail.notice.reference": "संदर्भ: {reference}",
  "mail.notice.open": "इसे स्टाफ़ कंसोल में खोलें (साइन इन ज़रूरी): {link}",
  "mail.notice.noDetails": "विवरण कंसोल में ही रहते हैं; इस संदेश में उनमें से कोई नहीं है।",
  "mail.status.pending": "प्रतीक्षा में",
  "mail.status.sending": "भेजा जा रहा है",
  "mail.status.sent": "भेज दिया गया",
  "mail.status.failed": "विफल",
  "mail.receipt.subject": "आवेदन {reference} मिल गया – {college}",
  "mail.receipt.greeting": "प्रिय आवेदक,",
  "mail.receipt.thanks": "{college} में आवेदन करने के लिए धन्यवाद। हमें आपका प्रवेश आवेदन मिल गया है।",
  "mail.receipt.id": "आपकी आवेदन आईडी {reference} है। कृपया इसे संभालकर रखें: प्रवेश कार्यालय से जब भी संपर्क करें, यह आईडी बताएँ।",
  "mail.receipt.next": "प्रवेश कार्यालय आपके आवेदन की जाँच करेगा और ई-मेल या फ़ोन से आपसे संपर्क करेगा।",
  "mail.receipt.phone": "फ़ोन: {phones}",
  "mail.receipt.email": "ई-मेल: {email}",
  "mail.receipt.why":
    "यह संदेश अपने-आप भेजा गया है, क्योंकि प्रवेश आवेदन में यह पता दिया गया था। अगर आपने आवेदन नहीं किया है, तो इसे अनदेखा कर सकते हैं।",
  "mail.statusChange.subject": "आवेदन {reference}: {status} – {college}",
  "mail.statusChange.greeting": "प्रिय आवेदक,",
  "mail.statusChange.changed": "{college} के प्रवेश कार्यालय ने आवेदन {reference} की स्थिति बदली है।",
  "mail.statusChange.status": "अब स्थिति: {status}",
  "mail.statusChange.look": "स्थिति और अब तक क्या हुआ, यहाँ देखें (आवेदन में दी गई जन्म तिथि पूछी जाएगी): {link}",
} as const;
