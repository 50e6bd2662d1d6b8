/** Hindi of app/messages/en/server-replies.ts. */
export const serverRepliesMessages = {
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
} as const;
