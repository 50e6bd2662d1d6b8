/**
 * Hindi of app/messages/en/pages.ts: the page frames, page names and descriptions, table and section headings.
 */
export const pagesMessages = {
  "archive.title": "संग्रह",
  "awards.description": "पढ़ाई, कौशल विकास और कैंपस के लिए कॉलेज को मिले पुरस्कार और सम्मान, हर पुरस्कार के प्रशस्ति-पत्र के साथ।",
  "breadcrumb.separator": "›",
  "sitemap.title": "साइटमैप",
  "error.retry": "फिर से कोशिश करें",
  "error.retrying": "फिर से कोशिश हो रही है…",
  "gallery.albumDescription": "{album}: {name}, गुमला की फ़ोटो गैलरी से {photos}।",
  "gallery.albumTitle": "{heading} – {album}",
  "home.description":
    "{name}: गुमला, झारखंड में सिविल, इलेक्ट्रिकल, मैकेनिकल और माइनिंग इंजीनियरिंग में डिप्लोमा, और बीसीए। प्रवेश, फ़ीस, सूचनाएँ और कैंपस।",
  "home.title": "होम",
  "notFound.code": "404",
  "formsPage.admission.description":
    "गुमला के कॉलेज में डिप्लोमा इंजीनियरिंग, बीसीए या कामकाजी पेशेवरों के डिप्लोमा में प्रवेश के लिए ऑनलाइन आवेदन करें।",
  "formsPage.admission.title": "GPCET में आवेदन करें",
  "formsPage.alumni.description":
    "कॉलेज के पूर्व छात्र: हमें बताइए कि आप अब कहाँ काम करते हैं और आपके डिप्लोमा या बीसीए ने आपको इसके लिए कैसे तैयार किया।",
  "formsPage.alumni.title": "पूर्व छात्रों की बात",
  "formsPage.contact.description": "गुमला, झारखंड (पिन 835207) के कॉलेज के फ़ोन नंबर, ई-मेल और डाक पता, और हमें संदेश भेजने का फ़ॉर्म।",
  "formsPage.contact.title": "संपर्क करें",
  "formsPage.enquiry.description":
    "गुमला के कॉलेज में डिप्लोमा, बीसीए या कामकाजी पेशेवरों के कोर्स के बारे में जानने के लिए प्रवेश कार्यालय से कॉल बैक माँगें।",
  "formsPage.enquiry.title": "पूछताछ",
} as const;
