/**
 * The status look-up's own texts (`/application-status`): left out of the browser's catalogue and added by the
 * page's route module (app/messages/application-status-messages.ts), as the console's are.
 */
export const applicationStatusPageMessages = {
  "applicationStatus.description": "जानें कि आपका प्रवेश आवेदन किस स्थिति में है: अपनी आवेदन आईडी और जन्म तिथि लिखें।",
  "applicationStatus.intro":
    "आवेदन करते समय मिली आवेदन आईडी और अपनी जन्म तिथि वैसे ही लिखें जैसे आवेदन में लिखी थी। किसी खाते की ज़रूरत नहीं है।",
  "applicationStatus.formName": "अपना आवेदन खोजें",
  "applicationStatus.label.id": "आवेदन आईडी",
  "applicationStatus.hint.id": "जैसे GP-2026-7K3Q9M",
  "applicationStatus.label.dateOfBirth": "जन्म तिथि",
  "applicationStatus.submit": "स्थिति देखें",
  "applicationStatus.error.id": "अपनी आवेदन आईडी ठीक वैसे ही लिखें जैसे आपको मिली थी, जैसे GP-2026-7K3Q9M।",
  "applicationStatus.error.dateOfBirth": "अपनी जन्म तिथि तारीख़ के रूप में लिखें, जैसे 2009-05-14।",
  "applicationStatus.invalid": "कृपया नीचे चिह्नित जानकारी ठीक करें।",
  "applicationStatus.notFound":
    "इस आवेदन आईडी और जन्म तिथि से कोई आवेदन नहीं मिला। दोनों को अपनी पुष्टि से मिलाकर फिर कोशिश करें, या प्रवेश कार्यालय से संपर्क करें।",
  "applicationStatus.tooMany": "आपके कनेक्शन से बहुत ज़्यादा बार खोजा गया है। कृपया {minutes} मिनट रुककर फिर कोशिश करें।",
  "applicationStatus.heading": "आवेदन {reference}",
  "applicationStatus.current": "स्थिति: {status}",
  "applicationStatus.status.received": "प्राप्त हुआ",
  "applicationStatus.status.under-review": "जाँच चल रही है",
  "applicationStatus.status.accepted": "स्वीकृत",
  "applicationStatus.status.rejected": "स्वीकृत नहीं हुआ",
  "applicationStatus.explain.received": "प्रवेश कार्यालय को आपका आवेदन मिल गया है और वह जल्द ही इसे देखेगा।",
  "applicationStatus.explain.under-review": "प्रवेश कार्यालय आपके आवेदन की जाँच कर रहा है।",
  "applicationStatus.explain.accepted":
    "आपका आवेदन स्वीकार कर लिया गया है। आगे क्या करना है, यह बताने के लिए प्रवेश कार्यालय आपसे संपर्क करेगा।",
  "applicationStatus.explain.rejected": "आपका आवेदन स्वीकार नहीं हुआ है। कारण जानने के लिए कृपया प्रवेश कार्यालय से संपर्क करें।",
  "applicationStatus.guardian.awaiting": "माता-पिता या अभिभावक की सहमति का इंतज़ार",
  "applicationStatus.guardian.explain":
    "आवेदक की उम्र 18 साल से कम है। माता-पिता या अभिभावक के सहमति देने के बाद प्रवेश कार्यालय आवेदन पर आगे काम करेगा: उनके ई-मेल पर भेजे गए लिंक से, या कार्यालय में ख़ुद आकर या फ़ोन पर।",
  "applicationStatus.history": "अब तक क्या हुआ",
  "applicationStatus.history.when": "तारीख़ और समय (IST)",
  "applicationStatus.history.what": "क्या हुआ",
  "applicationStatus.history.sent": "आवेदन प्राप्त हुआ",
  "applicationStatus.history.moved": "स्थिति बदलकर “{status}” हुई",
  "applicationStatus.fresh": "प्रवेश कार्यालय जो भी बदलाव करता है, वह इस पेज पर तुरंत दिखता है।",
  "applicationStatus.contact": "कोई सवाल? {phones} पर फ़ोन करें या {email} पर लिखें।",
  "applicationStatus.another": "कोई दूसरा आवेदन खोजें",
  "applicationStatus.receipt.refused":
    "रसीद नहीं बनी: इस आवेदन आईडी और जन्म तिथि से कोई आवेदन नहीं मिला। दोनों को अपनी पुष्टि से मिलाकर फिर कोशिश करें, या प्रवेश कार्यालय से संपर्क करें।",
  "receipt.title": "आवेदन की रसीद",
  "receipt.field.reference": "आवेदन आईडी",
  "receipt.field.submittedAt": "आवेदन की तारीख़ और समय",
  "receipt.field.programme": "कोर्स",
  "receipt.field.name": "नाम",
  "receipt.field.idProof": "आधार/UID नंबर",
  "receipt.noPhoto": "फ़ोटो नहीं",
  "receipt.scan": "अपने आवेदन की स्थिति देखने के लिए स्कैन करें:",
  "receipt.keep": "यह रसीद संभालकर रखें। स्थिति देखने के लिए आवेदन आईडी और जन्म तिथि चाहिए।",
  "receipt.notAdmission": "यह रसीद बताती है कि आवेदन मिल गया है; यह प्रवेश नहीं है।",
} as const;
