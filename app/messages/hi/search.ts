/** Hindi of app/messages/en/search.ts: the results page. */
export const searchMessages = {
  "search.title": "खोजें",
  "search.description": "कॉलेज की वेबसाइट के पेज, ख़बरें, सूचनाएँ और दस्तावेज़ खोजें।",
  "search.empty": "साइट के पेज, ख़बरें, सूचनाएँ और दस्तावेज़ खोजने के लिए एक-दो शब्द लिखें।",
  "search.noWords": "आपकी खोज में ढूँढने लायक कोई अक्षर या अंक नहीं है। कोई शब्द लिखें, जैसे “फ़ीस”।",
  "search.tooLong": "आपकी खोज बहुत लंबी है: ज़्यादा से ज़्यादा {max} अक्षर लिखें।",
  "search.tooMany": "आपके कनेक्शन से बहुत ज़्यादा खोजें हुई हैं। कृपया {minutes} मिनट रुककर फिर कोशिश करें।",
  "search.noResults": "“{query}” के लिए कुछ नहीं मिला। कोई दूसरा शब्द या कम शब्द आज़माएँ।",
  "search.resultsFor": "“{query}” के नतीजे",
  "search.pageNumber": "पेज {page}",
  "search.pages": "नतीजों के पेज",
  "search.previous": "पिछले नतीजे",
  "search.next": "अगले नतीजे",
  "search.kind.page": "पेज",
  "search.kind.news": "ख़बर",
  "search.kind.notice": "सूचना",
  "search.kind.document": "दस्तावेज़",
} as const;
