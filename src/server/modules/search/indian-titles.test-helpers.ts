// Well-known published books in the nine Indian scripts search transliterates (migration 0016,
// docs/decisions/031-indian-scripts-as-readers-type-them.md), each with its title and author
// as printed, the Latin spellings readers type for the title, and the name readers search the
// author by. Used by indian-scripts.test.ts and bench/search-relevance.ts.

export type IndianScript =
  | 'Devanagari'
  | 'Bengali'
  | 'Gurmukhi'
  | 'Gujarati'
  | 'Odia'
  | 'Tamil'
  | 'Telugu'
  | 'Kannada'
  | 'Malayalam';

export interface IndianTitle {
  script: IndianScript;
  language: string;
  title: string;
  author: string;
  /** The title as readers type it in Latin letters. */
  latin: string[];
  /** The author's surname (or the name readers know them by) in Latin letters. */
  surname: string;
}

const of = (
  script: IndianScript,
  language: string,
  books: [title: string, author: string, latin: string[], surname: string][],
): IndianTitle[] =>
  books.map(([title, author, latin, surname]) => ({
    script,
    language,
    title,
    author,
    latin,
    surname,
  }));

export const indianTitles: IndianTitle[] = [
  ...of('Devanagari', 'Hindi', [
    ['गोदान', 'प्रेमचंद', ['godan', 'godaan'], 'premchand'],
    ['निर्मला', 'प्रेमचंद', ['nirmala', 'nirmalaa'], 'premchand'],
    ['मधुशाला', 'हरिवंशराय बच्चन', ['madhushala', 'madhushaala', 'madhusala'], 'bachchan'],
    ['राग दरबारी', 'श्रीलाल शुक्ल', ['raag darbari', 'rag darbari', 'raagdarbari'], 'shukla'],
    ['मैला आँचल', 'फणीश्वरनाथ रेणु', ['maila aanchal', 'maila anchal'], 'renu'],
    ['कामायनी', 'जयशंकर प्रसाद', ['kamayani', 'kaamaayani'], 'prasad'],
    ['गुनाहों का देवता', 'धर्मवीर भारती', ['gunahon ka devta', 'gunaho ka devata'], 'bharati'],
  ]),
  ...of('Devanagari', 'Marathi', [
    ['मृत्युंजय', 'शिवाजी सावंत', ['mrityunjay', 'mrutyunjay', 'mrityunjaya'], 'sawant'],
    ['श्यामची आई', 'साने गुरुजी', ['shyamchi aai', 'shyamchi aayi', 'shamchi aai'], 'guruji'],
    ['ययाति', 'वि. स. खांडेकर', ['yayati', 'yayaati'], 'khandekar'],
  ]),
  ...of('Bengali', 'Bengali', [
    ['দেবদাস', 'শরৎচন্দ্র চট্টোপাধ্যায়', ['devdas', 'debdas', 'devdaas'], 'chattopadhyay'],
    ['শ্রীকান্ত', 'শরৎচন্দ্র চট্টোপাধ্যায়', ['srikanta', 'shrikanta', 'srikanto'], 'chattopadhyay'],
    [
      'পথের পাঁচালী',
      'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
      ['pather panchali', 'pother panchali'],
      'bandyopadhyay',
    ],
    ['আরণ্যক', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', ['aranyak', 'aranyaka', 'aronyok'], 'bandyopadhyay'],
    ['চাঁদের পাহাড়', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', ['chander pahar', 'chaander pahaar'], 'bandopadhyay'],
    ['কপালকুণ্ডলা', 'বঙ্কিমচন্দ্র চট্টোপাধ্যায়', ['kapalkundala', 'kopalkundola'], 'chattopadhyay'],
    ['আনন্দমঠ', 'বঙ্কিমচন্দ্র চট্টোপাধ্যায়', ['anandamath', 'anandmath', 'ananda math'], 'chattopadhyay'],
    [
      'পদ্মানদীর মাঝি',
      'মানিক বন্দ্যোপাধ্যায়',
      ['padma nadir majhi', 'padmanadir majhi'],
      'bandyopadhyay',
    ],
    ['শেষের কবিতা', 'রবীন্দ্রনাথ ঠাকুর', ['shesher kobita', 'sesher kabita'], 'thakur'],
  ]),
  ...of('Gurmukhi', 'Punjabi', [
    ['ਪਿੰਜਰ', 'ਅੰਮ੍ਰਿਤਾ ਪ੍ਰੀਤਮ', ['pinjar', 'pinjaar'], 'pritam'],
    ['ਰਸੀਦੀ ਟਿਕਟ', 'ਅੰਮ੍ਰਿਤਾ ਪ੍ਰੀਤਮ', ['rasidi tikat', 'raseedi tikkat'], 'pritam'],
    ['ਚਿੱਟਾ ਲਹੂ', 'ਨਾਨਕ ਸਿੰਘ', ['chitta lahu', 'chitta lahoo', 'chita lahu'], 'singh'],
    ['ਪਵਿੱਤਰ ਪਾਪੀ', 'ਨਾਨਕ ਸਿੰਘ', ['pavitra papi', 'pavittar paapi'], 'singh'],
    ['ਮੜ੍ਹੀ ਦਾ ਦੀਵਾ', 'ਗੁਰਦਿਆਲ ਸਿੰਘ', ['marhi da deeva', 'marhi da diva'], 'singh'],
    ['ਕੋਠੇ ਖੜਕ ਸਿੰਘ', 'ਰਾਮ ਸਰੂਪ ਅਣਖੀ', ['kothe kharak singh', 'kothe kharhak singh'], 'ankhi'],
    ['ਲੂਣਾ', 'ਸ਼ਿਵ ਕੁਮਾਰ ਬਟਾਲਵੀ', ['loona', 'luna', 'loonaa'], 'batalvi'],
    ['ਹੀਰ', 'ਵਾਰਿਸ ਸ਼ਾਹ', ['heer', 'hir'], 'shah'],
  ]),
  ...of('Gujarati', 'Gujarati', [
    [
      'સરસ્વતીચંદ્ર',
      'ગોવર્ધનરામ ત્રિપાઠી',
      ['saraswatichandra', 'sarasvatichandra', 'saraswati chandra'],
      'tripathi',
    ],
    ['માનવીની ભવાઈ', 'પન્નાલાલ પટેલ', ['manvini bhavai', 'manavini bhavai'], 'patel'],
    ['મળેલા જીવ', 'પન્નાલાલ પટેલ', ['malela jeev', 'malela jiv'], 'patel'],
    ['જય સોમનાથ', 'કનૈયાલાલ મુનશી', ['jay somnath', 'jaya somanath'], 'munshi'],
    ['ગુજરાતનો નાથ', 'કનૈયાલાલ મુનશી', ['gujaratno nath', 'gujarat no nath'], 'munshi'],
    [
      'સૌરાષ્ટ્રની રસધાર',
      'ઝવેરચંદ મેઘાણી',
      ['saurashtrani rasdhar', 'saurashtra ni rasdhar'],
      'meghani',
    ],
    ['વેવિશાળ', 'ઝવેરચંદ મેઘાણી', ['vevishal', 'vevishaal', 'vevisal'], 'meghani'],
    ['ભદ્રંભદ્ર', 'રમણભાઈ નીલકંઠ', ['bhadrambhadra', 'bhadram bhadra'], 'nilkanth'],
    ['સત્યના પ્રયોગો', 'મોહનદાસ કરમચંદ ગાંધી', ['satyana prayogo', 'satya na prayogo'], 'gandhi'],
  ]),
  ...of('Odia', 'Odia', [
    [
      'ଛ ମାଣ ଆଠ ଗୁଣ୍ଠ',
      'ଫକୀର ମୋହନ ସେନାପତି',
      ['chha mana atha guntha', 'cha mana atha gunta'],
      'senapati',
    ],
    ['ଲଛମା', 'ଫକୀର ମୋହନ ସେନାପତି', ['lachhama', 'lachama'], 'senapati'],
    ['ପରଜା', 'ଗୋପୀନାଥ ମହାନ୍ତି', ['paraja', 'poroja'], 'mohanty'],
    ['ଅମୃତର ସନ୍ତାନ', 'ଗୋପୀନାଥ ମହାନ୍ତି', ['amrutara santana', 'amritara santan'], 'mohanty'],
    ['ଦାନାପାଣି', 'ଗୋପୀନାଥ ମହାନ୍ତି', ['danapani', 'dana pani'], 'mohanty'],
    ['ଯାଜ୍ଞସେନୀ', 'ପ୍ରତିଭା ରାୟ', ['yajnaseni', 'yajnasenee'], 'ray'],
    ['ଶିଳାପଦ୍ମ', 'ପ୍ରତିଭା ରାୟ', ['shilapadma', 'silapadma'], 'ray'],
    ['ମାଟିର ମଣିଷ', 'କାଳିନ୍ଦୀ ଚରଣ ପାଣିଗ୍ରାହୀ', ['matira manisha', 'matira manisa'], 'panigrahi'],
  ]),
  ...of('Tamil', 'Tamil', [
    ['பொன்னியின் செல்வன்', 'கல்கி', ['ponniyin selvan', 'ponniyin chelvan', 'ponniyinselvan'], 'kalki'],
    [
      'சிவகாமியின் சபதம்',
      'கல்கி',
      ['sivakamiyin sabatham', 'sivagamiyin sapatham', 'shivakamiyin sabadham'],
      'kalki',
    ],
    ['பார்த்திபன் கனவு', 'கல்கி', ['parthiban kanavu', 'parthipan kanavu'], 'kalki'],
    ['மோகமுள்', 'தி. ஜானகிராமன்', ['mogamul', 'mokamul', 'moga mul'], 'janakiraman'],
    ['வேள்பாரி', 'சு. வெங்கடேசன்', ['velpari', 'vel paari', 'velpaari'], 'venkatesan'],
    ['திருக்குறள்', 'திருவள்ளுவர்', ['thirukkural', 'tirukkural', 'thirukural'], 'thiruvalluvar'],
    [
      'கள்ளிக்காட்டு இதிகாசம்',
      'வைரமுத்து',
      ['kallikattu ithikasam', 'kallikaattu ithigaasam'],
      'vairamuthu',
    ],
    ['கருவாச்சி காவியம்', 'வைரமுத்து', ['karuvachi kaviyam', 'karuvaachi kaaviyam'], 'vairamuthu'],
    [
      'புளியமரத்தின் கதை',
      'சுந்தர ராமசாமி',
      ['puliyamarathin kathai', 'puliyamarathin kadhai'],
      'ramasamy',
    ],
  ]),
  ...of('Telugu', 'Telugu', [
    [
      'వేయి పడగలు',
      'విశ్వనాథ సత్యనారాయణ',
      ['veyi padagalu', 'veyipadagalu', 'veyi padagaalu'],
      'viswanatha',
    ],
    ['మహాప్రస్థానం', 'శ్రీశ్రీ', ['mahaprasthanam', 'maha prasthanam', 'mahaaprasthaanam'], 'sri sri'],
    ['చివరకు మిగిలేది', 'బుచ్చిబాబు', ['chivaraku migiledi', 'chivaraku migiledhi'], 'buchibabu'],
    ['కన్యాశుల్కం', 'గురజాడ అప్పారావు', ['kanyasulkam', 'kanyashulkam', 'kanya sulkam'], 'gurajada'],
    ['అమరావతి కథలు', 'సత్యం శంకరమంచి', ['amaravathi kathalu', 'amaravati kathalu'], 'sankaramanchi'],
    ['మైదానం', 'గుడిపాటి వెంకట చలం', ['maidanam', 'maidaanam'], 'chalam'],
    [
      'బారిస్టర్ పార్వతీశం',
      'మొక్కపాటి నరసింహ శాస్త్రి',
      ['barrister parvateesam', 'barister parvathisam'],
      'sastry',
    ],
    [
      'రాజశేఖర చరిత్రము',
      'కందుకూరి వీరేశలింగం',
      ['rajasekhara charitramu', 'rajashekhara charitra'],
      'veeresalingam',
    ],
  ]),
  ...of('Kannada', 'Kannada', [
    ['ಸಂಸ್ಕಾರ', 'ಯು. ಆರ್. ಅನಂತಮೂರ್ತಿ', ['samskara', 'samskaara', 'sanskara'], 'ananthamurthy'],
    ['ಭಾರತೀಪುರ', 'ಯು. ಆರ್. ಅನಂತಮೂರ್ತಿ', ['bharathipura', 'bharatipura'], 'ananthamurthy'],
    ['ಮಲೆಗಳಲ್ಲಿ ಮದುಮಗಳು', 'ಕುವೆಂಪು', ['malegalalli madumagalu', 'malegalali madumagalu'], 'kuvempu'],
    [
      'ಶ್ರೀ ರಾಮಾಯಣ ದರ್ಶನಂ',
      'ಕುವೆಂಪು',
      ['sri ramayana darshanam', 'shri ramayana darshanam'],
      'kuvempu',
    ],
    ['ಪರ್ವ', 'ಎಸ್. ಎಲ್. ಭೈರಪ್ಪ', ['parva', 'parvaa'], 'bhyrappa'],
    ['ಆವರಣ', 'ಎಸ್. ಎಲ್. ಭೈರಪ್ಪ', ['avarana', 'aavarana'], 'bhairappa'],
    ['ಚೋಮನ ದುಡಿ', 'ಕೆ. ಶಿವರಾಮ ಕಾರಂತ', ['chomana dudi', 'chomanadudi'], 'karanth'],
    ['ಮರಳಿ ಮಣ್ಣಿಗೆ', 'ಕೆ. ಶಿವರಾಮ ಕಾರಂತ', ['marali mannige', 'marali manige'], 'karantha'],
    ['ಕರ್ವಾಲೊ', 'ಕೆ. ಪಿ. ಪೂರ್ಣಚಂದ್ರ ತೇಜಸ್ವಿ', ['karvalo', 'karvaalo', 'karwalo'], 'tejaswi'],
  ]),
  ...of('Malayalam', 'Malayalam', [
    [
      'ഖസാക്കിന്റെ ഇതിഹാസം',
      'ഒ. വി. വിജയൻ',
      ['khasakkinte ithihasam', 'khasakinte itihasam'],
      'vijayan',
    ],
    ['രണ്ടാമൂഴം', 'എം. ടി. വാസുദേവൻ നായർ', ['randamoozham', 'randamuzham', 'randaamoozham'], 'nair'],
    ['നാലുകെട്ട്', 'എം. ടി. വാസുദേവൻ നായർ', ['nalukettu', 'naalukettu'], 'nair'],
    ['ചെമ്മീൻ', 'തകഴി ശിവശങ്കരപ്പിള്ള', ['chemmeen', 'chemmin', 'chemeen'], 'thakazhi'],
    [
      'ബാല്യകാലസഖി',
      'വൈക്കം മുഹമ്മദ് ബഷീർ',
      ['balyakalasakhi', 'balyakaalasakhi', 'balyakala sakhi'],
      'basheer',
    ],
    ['പാത്തുമ്മായുടെ ആട്', 'വൈക്കം മുഹമ്മദ് ബഷീർ', ['pathummayude aadu', 'pathummayude adu'], 'basheer'],
    ['ആടുജീവിതം', 'ബെന്യാമിൻ', ['aadujeevitham', 'adujeevitham', 'aadu jeevitham'], 'benyamin'],
    [
      'മയ്യഴിപ്പുഴയുടെ തീരങ്ങളിൽ',
      'എം. മുകുന്ദൻ',
      ['mayyazhippuzhayude theerangalil', 'mayyazhipuzhayude theerangalil'],
      'mukundan',
    ],
    [
      'ഒരു ദേശത്തിന്റെ കഥ',
      'എസ്. കെ. പൊറ്റെക്കാട്ട്',
      ['oru desathinte katha', 'oru deshathinte kadha'],
      'pottekkatt',
    ],
  ]),
];
