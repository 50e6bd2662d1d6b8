/** Hindi of app/messages/en/server-replies.ts. */
export const serverRepliesMessages = {
  // The admission form's longer texts, sent to its page as text with its data (the page's script budget).
  "forms.hint.idProof":
    "हम क्यों पूछते हैं: आधार/UID नंबर से प्रवेश, विश्वविद्यालय रजिस्ट्रेशन और छात्रवृत्ति के लिए आपकी पहचान होती है। यह एन्क्रिप्ट करके रखा जाता है और कर्मचारियों को इसके केवल आख़िरी चार अंक दिखते हैं।",
  "forms.admission.intro":
    "प्रवेश के लिए ऑनलाइन आवेदन करें। प्रवेश कार्यालय हर आवेदन की जाँच करता है और आपके दिए मोबाइल नंबर पर आपसे संपर्क करता है।",
  "forms.photo.hint": "हाल की पासपोर्ट साइज़ फ़ोटो: JPEG या PNG, अधिकतम 2 MB।",
  "forms.photo.kept": "आपकी फ़ोटो मिल गई है; दूसरी फ़ाइल तभी चुनें जब आप इसे बदलना चाहें।",
  "forms.tooMany": "आपके कनेक्शन से बहुत अधिक फ़ॉर्म भेजे गए हैं। कृपया {minutes} मिनट रुककर फिर से कोशिश करें।",
  "forms.tooLarge": "आपने जो भेजा वह बहुत बड़ा है। लिखा हुआ छोटा करें, या अधिकतम 2 MB की फ़ोटो चुनें, और फिर से कोशिश करें।",
  "forms.goBack": "फ़ॉर्म पर वापस जाएँ",
  "api.newsTypeChoice": "newstype इनमें से एक होना चाहिए: {types}",
  "api.newsTypeFaculty": "newstype का मान F होना चाहिए",
  "api.galleryCode": "code में 1 से 64 तक अक्षर, अंक, - या _ होने चाहिए",
  "api.noGallery": "इस code की कोई गैलरी नहीं है",
  "api.noEndpoint": "ऐसा कोई API एंडपॉइंट नहीं है",
  "uploads.photo.missing": "अपलोड करने के लिए फ़ोटो चुनें।",
  "uploads.photo.type": "फ़ोटो JPEG या PNG इमेज होनी चाहिए।",
  "uploads.photo.size": "फ़ोटो अधिकतम 2 MB की होनी चाहिए।",
  "uploads.photo.unreadable": "फ़ोटो पढ़ी नहीं जा सकी; शायद वह ख़राब है या उसमें बहुत ज़्यादा पिक्सेल हैं।",
  "uploads.photo.notFound": "ऐसी कोई फ़ोटो नहीं है",
  "uploads.picture.unnamed": "यह तस्वीर",
  "uploads.picture.type": "{name} JPEG, PNG या WebP तस्वीर नहीं है।",
  "uploads.picture.size": "{name} 8 MB से बड़ी है।",
  "uploads.picture.unreadable":
    "{name} को तस्वीर के रूप में पढ़ा नहीं जा सका; शायद वह ख़राब है, खाली है या उसमें बहुत ज़्यादा पिक्सेल हैं।",
  "privacy.notice.heading": "गोपनीयता सूचना (संस्करण {version}): हम क्या लेते हैं, क्यों, कितने समय तक, और आपके अधिकार",
  "privacy.notice.collected": "क्या लिया जाता है",
  "privacy.notice.purpose": "क्यों",
  "privacy.notice.retention": "कितने समय तक रखा जाता है",
  "privacy.notice.rights": "आपके अधिकार",
  "privacy.notice.withdrawal": "अपनी सहमति वापस लेना",
  "privacy.notice.officer": "शिकायत अधिकारी",
  "privacy.notice.dataRights": "डेटा अधिकार अनुरोध करें",
  "privacy.notice.policy": "गोपनीयता नीति",
  "privacy.consent.label": "मैंने गोपनीयता सूचना पढ़ ली है और सहमत हूँ कि कॉलेज मेरे भेजे विवरण का उपयोग उसमें बताए अनुसार करे।",
  "privacy.policy.heading": "आपके अधिकार और शिकायत अधिकारी",
  "privacy.policy.rights":
    "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत आप अपने डेटा तक पहुँच, उसके सुधार या मिटाने का अनुरोध कर सकते हैं, अपनी सहमति वापस ले सकते हैं, अपनी ओर से कार्य करने के लिए किसी को नामित कर सकते हैं और शिकायत कर सकते हैं।",
  "privacy.policy.requests": "अनुरोध {link} पर करें; उसे एक संख्या मिलती है और 90 दिनों के भीतर उत्तर दिया जाता है।",
  "privacy.policy.officer": "शिकायत अधिकारी:",
} as const;
