/**
 * The catalogue in Marathi, keyed by the English texts (`config/painting-services.ts`, `config/catalogue-*.ts`,
 * `config/budget-guide*.ts`). A text not here is shown in English.
 */
export default {
  // The painting services page (config/painting-services.ts).
  'Safe Painting Services': 'सुरक्षित रंगकाम सेवा',
  'Painting a lived-in home should not mean weeks of dust, fumes and strangers you cannot reach. Our painters are on our own payroll, trained in surface preparation and safe work practices, and led by a supervisor who answers to you.':
    'राहत्या घराचे रंगकाम म्हणजे आठवडेभर धूळ, वास आणि संपर्क न होणारी अनोळखी माणसे असे असू नये. आमचे रंगारी आमच्याच पगारावर आहेत, पृष्ठभागाची तयारी आणि सुरक्षित कामाच्या पद्धतींचे त्यांना प्रशिक्षण मिळालेले आहे, आणि आपल्याला उत्तर देणारा सुपरवायझर त्यांचे नेतृत्व करतो.',
  'Before we start, furniture is moved and wrapped, floors and switches are masked, and we agree on which rooms are worked on each day. We use low-odour, low-VOC paints for interiors, clean up every evening, and hand the house back ready to live in.':
    'काम सुरू करण्यापूर्वी फर्निचर हलवून झाकले जाते, जमीन आणि स्विच झाकले जातात, आणि रोज कोणत्या खोल्यांत काम होईल ते आपल्याशी ठरवले जाते. घरातील कामासाठी आम्ही कमी वासाचे, कमी VOC असलेले रंग वापरतो, रोज संध्याकाळी स्वच्छता करतो, आणि घर राहण्यायोग्य करूनच आपल्या हाती देतो.',
  'Book a free site visit': 'मोफत साइट भेट बुक करा',
  'Call us and a painting supervisor will visit, check the walls for damp and cracks, and give you a written quotation with the brand, shade and number of coats.':
    'आम्हाला फोन करा: रंगकामाचे सुपरवायझर भेट देऊन भिंतींवरील ओल आणि तडे तपासतील, आणि ब्रँड, शेड व कोटांच्या संख्येसह लेखी कोटेशन देतील.',
  'Call now': 'आत्ताच फोन करा',
  'Why choose our painting service': 'आमची रंगकाम सेवा का निवडावी',
  'Trained Professional': 'प्रशिक्षित व्यावसायिक',
  'Our painters are trained on surface preparation, paint systems and finishing, and work in our uniform with their ID on.':
    'आमच्या रंगाऱ्यांना पृष्ठभागाची तयारी, रंगांच्या पद्धती आणि फिनिशिंगचे प्रशिक्षण मिळालेले आहे; ते आमच्या गणवेशात आणि ओळखपत्र लावून काम करतात.',
  'Technical Site Evaluation': 'जागेची तांत्रिक तपासणी',
  'We check moisture levels, cracks and old paint before quoting, so the system we recommend suits your walls rather than a standard package.':
    'कोटेशन देण्यापूर्वी आम्ही ओलावा, तडे आणि जुना रंग तपासतो, त्यामुळे आम्ही सुचवलेली पद्धत एखाद्या ठरावीक पॅकेजऐवजी आपल्या भिंतींना साजेशी असते.',
  'Personalized Colour Consultation': 'वैयक्तिक रंग सल्ला',
  'A designer helps you choose shades with large sample patches on your own walls, seen in daylight and under your lights.':
    'आपल्याच भिंतींवर मोठे नमुने लावून, दिवसाच्या उजेडात आणि आपल्या दिव्यांखाली पाहून, डिझायनर आपल्याला शेड निवडायला मदत करतात.',
  'Stringent Safety Protocol': 'काटेकोर सुरक्षा नियम',
  'Ladders and scaffolds are inspected, electrical points are isolated and covered, and children and pets are kept away from wet surfaces.':
    'शिड्या आणि परांची तपासली जातात, विजेचे पॉइंट्स बंद करून झाकले जातात, आणि मुले व पाळीव प्राणी ओल्या पृष्ठभागांपासून दूर ठेवले जातात.',
  'Supervised Painting': 'देखरेखीखाली रंगकाम',
  'A supervisor checks every stage, from putty to final coat, and walks the finished rooms with you before we leave.':
    'पुट्टीपासून शेवटच्या कोटापर्यंत प्रत्येक टप्पा सुपरवायझर तपासतात, आणि काम संपवून जाण्यापूर्वी पूर्ण झालेल्या खोल्या आपल्यासोबत फिरून दाखवतात.',
  'Mechanized Tools': 'यांत्रिक साधने',
  'Sanding machines with dust extraction and airless sprayers give a smoother finish in less time, with far less dust in your home.':
    'धूळ शोषून घेणारी सँडिंग मशीन आणि एअरलेस स्प्रेअरमुळे कमी वेळात अधिक गुळगुळीत फिनिश मिळते, आणि घरात धूळही खूप कमी होते.',
  'Services we offer': 'आम्ही देत असलेल्या सेवा',
  'Wall Textures': 'भिंतींचे टेक्स्चर',
  'Roller, trowel and stone-effect textures that add depth to a feature wall or hide the flaws of an old exterior.':
    'रोलर, थापी आणि दगडासारखे दिसणारे टेक्स्चर, जे खास भिंतीला उठाव देतात किंवा जुन्या बाह्य भिंतीतील दोष लपवतात.',
  Wallpapers: 'वॉलपेपर',
  'Designer and custom-printed wallpapers installed on a properly prepared wall, with patterns matched at every joint.':
    'व्यवस्थित तयार केलेल्या भिंतीवर लावलेले डिझायनर आणि खास छापलेले वॉलपेपर, प्रत्येक जोडावर नक्षी जुळवून.',
  Waterproofing: 'वॉटरप्रूफिंग',
  'Terrace, bathroom and external-wall waterproofing with crack treatment and elastomeric coatings, backed by a written warranty.':
    'गच्ची, स्नानगृह आणि बाह्य भिंतींचे वॉटरप्रूफिंग, तड्यांवरील उपचार आणि इलास्टोमेरिक कोटिंगसह, लेखी हमीसह.',
  'Wood Finishes': 'लाकडाचे फिनिश',
  'Melamine, PU and natural-oil finishes for doors, furniture and paneling that protect the wood and bring out its grain.':
    'दरवाजे, फर्निचर आणि पॅनेलिंगसाठी मेलामाइन, PU आणि नैसर्गिक तेलाचे फिनिश, जे लाकडाचे संरक्षण करतात आणि त्याचे पोत खुलवतात.',
  // The catalogue pages (config/catalogue-systems.ts).
  'Aluminium sections are light, rust-free and need almost no maintenance, which suits windows, doors and office partitions across Maharashtra’s humid monsoon. We fabricate from branded sections in powder-coated or anodised finishes, with EPDM gaskets and stainless-steel fasteners.':
    'ॲल्युमिनियम सेक्शन्स हलके असतात, त्यांना गंज लागत नाही आणि जवळजवळ देखभाल लागत नाही; त्यामुळे महाराष्ट्राच्या दमट पावसाळ्यात खिडक्या, दरवाजे आणि ऑफिस पार्टिशन्ससाठी ते योग्य ठरतात. आम्ही पावडर-कोटेड किंवा ॲनोडाइज्ड फिनिशमधील ब्रँडेड सेक्शन्सपासून, EPDM गॅस्केट आणि स्टेनलेस स्टीलच्या स्क्रूसह काम करतो.',
  'Sliding Window (2, 3 or 4 Track)': 'सरकती खिडकी (2, 3 किंवा 4 ट्रॅक)',
  'Sliding windows in two, three or four tracks, with a mosquito-mesh shutter on the extra track and rollers that glide quietly for years.':
    'दोन, तीन किंवा चार ट्रॅकच्या सरकत्या खिडक्या; जादा ट्रॅकवर मच्छरजाळीचे शटर, आणि वर्षानुवर्षे आवाज न करता सरकणारे रोलर.',
  'Openable Window (Horizontal or Vertical)': 'उघडणारी खिडकी (आडवी किंवा उभी)',
  'Casement and top-hung windows that open fully for ventilation, with friction stays and multi-point locking.':
    'हवा खेळती राहण्यासाठी पूर्ण उघडणाऱ्या केसमेंट आणि वरून टांगलेल्या खिडक्या, फ्रिक्शन स्टे आणि अनेक ठिकाणी लागणाऱ्या कुलपांसह.',
  'Fix Window': 'स्थिर खिडकी',
  'Fixed glazing for large views and light where no ventilation is needed, often combined with openable panels beside it.':
    'जिथे हवेची गरज नाही तिथे मोठे दृश्य आणि उजेडासाठी स्थिर काच, बहुधा बाजूला उघडणाऱ्या पॅनेलसह.',
  'Sliding Door (2, 3 or 4 Track)': 'सरकता दरवाजा (2, 3 किंवा 4 ट्रॅक)',
  'Balcony and terrace sliding doors in two to four tracks, with sturdy interlocks, mesh shutters and secure locks.':
    'बाल्कनी आणि गच्चीसाठी दोन ते चार ट्रॅकचे सरकते दरवाजे, मजबूत इंटरलॉक, जाळीचे शटर आणि सुरक्षित कुलपांसह.',
  'Sliding Door (Soft Close or Sensor)': 'सरकता दरवाजा (सॉफ्ट क्लोज किंवा सेन्सर)',
  'Sliding doors with soft-close dampers or automatic sensor operation, for offices, clinics and shop fronts.':
    'कार्यालये, दवाखाने आणि दुकानांच्या दर्शनी भागासाठी सॉफ्ट-क्लोज डॅम्पर किंवा स्वयंचलित सेन्सर असलेले सरकते दरवाजे.',
  'Louvers and Ventilators': 'लूव्हर्स आणि व्हेंटिलेटर',
  'Fixed and adjustable glass or aluminium louvers for bathrooms, stairwells and utility areas that need air without losing privacy.':
    'स्नानगृह, जिना आणि युटिलिटी भागांसाठी स्थिर व कमी-जास्त करता येणारे काचेचे किंवा ॲल्युमिनियमचे लूव्हर्स: खासगीपणा न गमावता हवा.',
  'Openable Door (Double or Single)': 'उघडणारा दरवाजा (दुहेरी किंवा एकेरी)',
  'Single and double-leaf hinged doors with glass or panel infill, door closers and floor stoppers for homes and offices.':
    'घरे आणि कार्यालयांसाठी काच किंवा पॅनेल भरलेले एकेरी व दुहेरी बिजागरी दरवाजे, डोअर क्लोजर आणि फ्लोअर स्टॉपरसह.',
  'Full-Height Partition': 'पूर्ण उंचीचे पार्टिशन',
  'Floor-to-ceiling office partitions with glass, particle board, ACP or plywood infill, for cabins and meeting rooms.':
    'केबिन आणि मीटिंग रूमसाठी जमिनीपासून छतापर्यंतची ऑफिस पार्टिशन्स, काच, पार्टिकल बोर्ड, ACP किंवा प्लायवूड भरणीसह.',
  'Half-Height Partition': 'अर्ध्या उंचीचे पार्टिशन',
  'Workstation and counter partitions at desk or shoulder height, with glass, particle board, ACP or plywood infill.':
    'टेबल किंवा खांद्याच्या उंचीपर्यंतची वर्कस्टेशन आणि काउंटर पार्टिशन्स, काच, पार्टिकल बोर्ड, ACP किंवा प्लायवूड भरणीसह.',
  'Toughened and laminated glass opens up a space without giving up separation. We measure on site, have the glass processed to size with polished edges, and fit it with stainless-steel hardware rated for the weight of each panel.':
    'टफन आणि लॅमिनेटेड काच जागा मोकळी दाखवते आणि तरीही विभागणी ठेवते. आम्ही जागेवर मोजमाप घेतो, काच मापानुसार पॉलिश केलेल्या कडांसह तयार करून घेतो, आणि प्रत्येक पॅनेलच्या वजनाला पुरेल अशा स्टेनलेस स्टील हार्डवेअरने बसवतो.',
  'Glass Door (Sliding and Openable)': 'काचेचा दरवाजा (सरकता आणि उघडणारा)',
  'Frameless sliding and hinged doors in 10–12 mm toughened glass, with patch fittings, floor springs or top tracks.':
    '10–12 mm टफन काचेचे फ्रेमविरहित सरकते व बिजागरी दरवाजे, पॅच फिटिंग, फ्लोअर स्प्रिंग किंवा वरच्या ट्रॅकसह.',
  'Glass Partition for Bathroom': 'स्नानगृहासाठी काचेचे पार्टिशन',
  'Shower enclosures and wet-dry separators in toughened glass with water-seal profiles that keep the rest of the bathroom dry.':
    'टफन काचेचे शॉवर एन्क्लोजर आणि ओला-कोरडा भाग वेगळा करणारे पार्टिशन, वॉटर-सील प्रोफाइलसह, ज्यामुळे बाकीचे स्नानगृह कोरडे राहते.',
  'Glass Partition for Cabin': 'केबिनसाठी काचेचे पार्टिशन',
  'Clear, frosted or film-printed glass cabins that give managers privacy while keeping the office open and full of light.':
    'पारदर्शक, फ्रॉस्टेड किंवा फिल्म-प्रिंट काचेच्या केबिन: व्यवस्थापकांना खासगीपणा, आणि कार्यालय मोकळे व उजेडाने भरलेले.',
  'Partition for Counter': 'काउंटरसाठी पार्टिशन',
  'Glass screens for reception, billing and pharmacy counters, with speaking holes and a pass-through slot where needed.':
    'रिसेप्शन, बिलिंग आणि औषध दुकानांच्या काउंटरसाठी काचेचे पडदे, गरजेनुसार बोलण्यासाठी छिद्रे आणि वस्तू देण्यासाठी खाचेसह.',
  'Table Top': 'टेबल टॉप',
  'Toughened glass tops for dining, coffee and conference tables, in clear, back-painted or frosted finishes with polished edges.':
    'जेवणाचे, कॉफी आणि कॉन्फरन्स टेबलांसाठी टफन काचेचे टॉप, पारदर्शक, मागून रंगवलेल्या किंवा फ्रॉस्टेड फिनिशमध्ये, पॉलिश केलेल्या कडांसह.',
  'Glass Railing': 'काचेचे रेलिंग',
  'Staircase and balcony railings in laminated toughened glass with steel or aluminium shoe channels and handrails.':
    'जिना आणि बाल्कनीसाठी लॅमिनेटेड टफन काचेचे रेलिंग, स्टील किंवा ॲल्युमिनियम शू चॅनेल आणि हँडरेलसह.',
  'Corian and similar solid surfaces are non-porous, repairable and can be joined without visible seams, which makes them ideal for kitchens, clinics and reception counters. Our workshop cuts, thermoforms and polishes solid surface in-house, so curves and inlays are made to your drawing.':
    'कोरियन आणि तत्सम सॉलिड सरफेस छिद्ररहित असतात, दुरुस्त करता येतात आणि जोड न दिसता जोडता येतात; त्यामुळे स्वयंपाकघर, दवाखाने आणि रिसेप्शन काउंटरसाठी ते आदर्श आहेत. आमच्या कार्यशाळेतच सॉलिड सरफेस कापला, थर्मोफॉर्म आणि पॉलिश केला जातो, त्यामुळे वळणे आणि नक्षी आपल्या रेखाचित्रानुसार बनतात.',
  'Seamless kitchen, vanity, dining and reception tops with integrated sinks and rounded edges that are easy to keep hygienic.':
    'जोडरहित किचन, व्हॅनिटी, डायनिंग आणि रिसेप्शन टॉप, अंगभूत सिंक आणि गोलाकार कडांसह, जे स्वच्छ ठेवणे सोपे असते.',
  'Wall Paneling': 'भिंतीचे पॅनेलिंग',
  'Joint-free wall cladding for bathrooms, clinics and pooja rooms, with optional backlit translucent panels.':
    'स्नानगृह, दवाखाने आणि देवघरांसाठी जोडरहित भिंत आवरण, हवे असल्यास मागून प्रकाश देणाऱ्या अर्धपारदर्शक पॅनेलसह.',
  'CNC Cutting Work': 'CNC कटिंग काम',
  'CNC-routed jaali screens, engraved patterns, lettering and signage in solid surface, cut precisely from your artwork.':
    'सॉलिड सरफेसमध्ये CNC ने कापलेल्या जाळी, कोरीव नक्षी, अक्षरे आणि फलक, आपल्या डिझाइननुसार अचूक कापलेले.',
  // config/catalogue-finishes.ts
  'Gypsum is fast, clean and fire-resistant, which makes it our first choice for ceilings and dry partitions in homes and offices. We use branded boards on galvanised steel framing, tape and finish every joint by hand, and coordinate lighting cut-outs with your electrician before boarding.':
    'जिप्सम जलद, स्वच्छ आणि अग्निरोधक आहे, म्हणून घरे आणि कार्यालयांतील छत व कोरड्या पार्टिशन्ससाठी ती आमची पहिली पसंती आहे. आम्ही गॅल्व्हनाइज्ड स्टीलच्या फ्रेमवर ब्रँडेड बोर्ड वापरतो, प्रत्येक जोड हाताने टेप लावून फिनिश करतो, आणि बोर्ड लावण्यापूर्वी दिव्यांसाठीच्या छिद्रांचे आपल्या इलेक्ट्रिशियनशी नियोजन करतो.',
  'Gypsum Wall Partition': 'जिप्सम भिंत पार्टिशन',
  'Dry partitions of gypsum board on steel studs that divide a room in a day or two, without the weight, water and mess of brickwork.':
    'स्टीलच्या चौकटीवर जिप्सम बोर्डची कोरडी पार्टिशन्स, जी विटकामाचे वजन, पाणी आणि पसारा न करता एक-दोन दिवसांत खोली विभागतात.',
  'Gypsum Ceiling': 'जिप्सम छत',
  'Plain, stepped and cove-lit false ceilings that hide beams, ducts and wiring, and give every room clean lines for lighting.':
    'साधी, पायऱ्यांची आणि कोव्ह-लाइट असलेली फॉल्स सीलिंग, जी बीम, डक्ट आणि वायरिंग लपवतात आणि प्रत्येक खोलीला प्रकाशयोजनेसाठी स्वच्छ रेषा देतात.',
  'Gypsum Plaster': 'जिप्सम प्लास्टर',
  'Machine-applied or hand-applied gypsum plaster over brick and block walls for a smooth, crack-resistant base that needs less putty before painting.':
    'विटा आणि ब्लॉकच्या भिंतींवर यंत्राने किंवा हाताने लावलेले जिप्सम प्लास्टर: गुळगुळीत, तडे न जाणारा पाया, ज्यामुळे रंगकामाआधी कमी पुट्टी लागते.',
  'GypsumWall Paneling': 'जिप्सम भिंत पॅनेलिंग',
  'Gypsum-based wall panels with grooves, mouldings or recessed lighting that give a paneled look at a lower cost than wood.':
    'खाचा, मोल्डिंग किंवा आत बसवलेल्या दिव्यांसह जिप्समचे भिंत पॅनेल, जे लाकडापेक्षा कमी खर्चात पॅनेलिंगचा देखावा देतात.',
  'Acoustic Partition': 'ध्वनिरोधक पार्टिशन',
  'Double-boarded partitions with mineral wool in the cavity, for cabins, conference rooms and bedrooms that need real sound privacy.':
    'मधल्या पोकळीत मिनरल वूल असलेली दुहेरी बोर्डची पार्टिशन्स, ज्या केबिन, कॉन्फरन्स रूम आणि शयनकक्षांना खरोखर आवाजापासून खासगीपणा हवा त्यांच्यासाठी.',
  'Acoustic Ceiling': 'ध्वनिरोधक छत',
  'Perforated gypsum and mineral-fibre ceilings that absorb echo in offices, classrooms, banquet halls and home theatres.':
    'कार्यालये, वर्गखोल्या, बँक्वेट हॉल आणि होम थिएटरमधील प्रतिध्वनी शोषणारी छिद्रित जिप्सम आणि मिनरल-फायबर छते.',
  'Metal ceiling': 'धातूचे छत',
  'Aluminium and galvanised-steel baffle, strip and tile ceilings for showrooms, lobbies and wet areas where moisture rules out board.':
    'शोरूम, लॉबी आणि ओलसर भागांसाठी, जिथे ओलाव्यामुळे बोर्ड चालत नाही, ॲल्युमिनियम आणि गॅल्व्हनाइज्ड स्टीलची बॅफल, पट्टी आणि टाइल छते.',
  'Grid ceiling': 'ग्रिड छत',
  'Exposed or concealed 600 × 600 grid ceilings with removable tiles, the practical choice for offices where AC and cabling need regular access.':
    'काढता येणाऱ्या टाइल्ससह उघडे किंवा लपवलेले 600 × 600 ग्रिड छत: जिथे AC आणि केबलपर्यंत वारंवार पोहोचावे लागते अशा कार्यालयांसाठी व्यवहार्य पर्याय.',
  'From a single bedroom repaint to the exterior of a housing society, our painters prepare surfaces properly before the first coat: scraping, crack filling, putty and primer. We use branded paints in the exact shade you approved, cover floors and furniture, and leave the site clean every evening.':
    'एका शयनकक्षाच्या पुन्हा रंगकामापासून ते गृहनिर्माण सोसायटीच्या बाह्य भिंतींपर्यंत, आमचे रंगारी पहिल्या कोटापूर्वी पृष्ठभाग नीट तयार करतात: खरवडणे, तडे भरणे, पुट्टी आणि प्रायमर. आपण मंजूर केलेल्या नेमक्या शेडमध्ये आम्ही ब्रँडेड रंग वापरतो, जमीन आणि फर्निचर झाकतो, आणि रोज संध्याकाळी जागा स्वच्छ करून जातो.',
  'Internal Wall Painting': 'आतील भिंतींचे रंगकाम',
  'Emulsion, lustre and washable finishes for living rooms, bedrooms and offices, applied over properly sanded putty for an even sheen.':
    'दिवाणखाना, शयनकक्ष आणि कार्यालयांसाठी इमल्शन, लस्टर आणि धुता येणारे फिनिश, एकसारख्या चकाकीसाठी नीट घासलेल्या पुट्टीवर लावलेले.',
  'External Wall Painting': 'बाह्य भिंतींचे रंगकाम',
  'Weather-proof exterior coatings with crack-bridging primers that stand up to the Nashik monsoon and summer sun.':
    'तडे झाकणाऱ्या प्रायमरसह हवामानरोधक बाह्य कोटिंग, जे नाशिकचा पावसाळा आणि उन्हाळ्यातील ऊन सहन करतात.',
  Oilpaint: 'ऑइलपेंट',
  'Oil-based paint for grills, gates, railings and old wooden surfaces that need a tough, glossy, easy-to-wipe coat.':
    'ग्रिल, गेट, रेलिंग आणि जुन्या लाकडी पृष्ठभागांसाठी तेलावर आधारित रंग: टिकाऊ, चकचकीत आणि पुसायला सोपा थर.',
  Polish: 'पॉलिश',
  'Hand-rubbed melamine and French polish that brings out the grain of teak and veneer furniture, doors and paneling.':
    'हाताने घासून केलेले मेलामाइन आणि फ्रेंच पॉलिश, जे सागवान आणि व्हिनियरच्या फर्निचर, दरवाजे आणि पॅनेलिंगचे पोत खुलवते.',
  'Spray Polish': 'स्प्रे पॉलिश',
  'PU and melamine polish applied by spray gun for a uniform matt or high-gloss finish on large veneer surfaces and shutters.':
    'मोठ्या व्हिनियर पृष्ठभागांवर आणि शटरवर एकसारख्या मॅट किंवा चकचकीत फिनिशसाठी स्प्रे गनने लावलेले PU आणि मेलामाइन पॉलिश.',
  Deco: 'डेको',
  'Decorative paint effects such as metallic, marble, suede and stencil finishes for feature walls, temples and reception areas.':
    'खास भिंती, देव्हारे आणि रिसेप्शनसाठी मेटॅलिक, संगमरवरी, स्युएड आणि स्टेन्सिलसारखे सजावटीचे रंग परिणाम.',
  'Spray Painting': 'स्प्रे पेंटिंग',
  'Airless spray painting for ceilings, large halls and industrial sheds, faster than rollers and free of brush marks.':
    'छत, मोठे हॉल आणि औद्योगिक शेडसाठी एअरलेस स्प्रे पेंटिंग: रोलरपेक्षा जलद आणि ब्रशच्या खुणांशिवाय.',
  'All Type Texture': 'सर्व प्रकारचे टेक्स्चर',
  'Roller, trowel and stone-finish textures for interior and exterior walls, from a subtle sand finish to bold patterns.':
    'आतील आणि बाह्य भिंतींसाठी रोलर, थापी आणि दगडी फिनिशचे टेक्स्चर, हलक्या वाळूसारख्या फिनिशपासून ठळक नक्षीपर्यंत.',
  'Wall Paper': 'वॉल पेपर',
  'Supply and installation of vinyl, fabric-backed and custom-printed wallpapers, with wall preparation for a bubble-free finish.':
    'व्हिनाइल, कापडी आधार असलेले आणि खास छापलेले वॉलपेपर पुरवणे व लावणे, बुडबुडे न येणाऱ्या फिनिशसाठी भिंतीच्या तयारीसह.',
  'Enamel Paint': 'इनॅमल पेंट',
  'Synthetic enamel for doors, windows and metal work, giving a hard, glossy and moisture-resistant surface.':
    'दरवाजे, खिडक्या आणि धातुकामासाठी सिंथेटिक इनॅमल: कठीण, चकचकीत आणि ओलावारोधक पृष्ठभाग.',
  'A floor is the one surface you touch all day, so we take levels, slopes and joints seriously. Our teams lay stone, tile, vinyl and wood on a properly prepared base, with spacers, levelling clips and the right adhesive for each material.':
    'जमीन हा दिवसभर ज्याला आपला स्पर्श होतो असा पृष्ठभाग आहे, म्हणून आम्ही पातळी, उतार आणि जोड गांभीर्याने घेतो. आमच्या टीम नीट तयार केलेल्या पायावर स्पेसर, लेव्हलिंग क्लिप आणि प्रत्येक साहित्यासाठी योग्य चिकटद्रव्य वापरून दगड, टाइल, व्हिनाइल आणि लाकूड बसवतात.',
  'Tile, Marble and Granite Work': 'टाइल, मार्बल आणि ग्रॅनाइट काम',
  'Vitrified tiles, Indian and imported marble and granite for floors, staircases and kitchen platforms, laid true to level with matched joints.':
    'जमीन, जिने आणि किचन ओट्यांसाठी व्हिट्रिफाइड टाइल्स, भारतीय व आयात केलेले मार्बल आणि ग्रॅनाइट, अचूक पातळीत आणि जुळणाऱ्या जोडांसह बसवलेले.',
  'Vinyl Flooring': 'व्हिनाइल फ्लोअरिंग',
  'Vinyl planks and sheet flooring for offices, clinics and bedrooms: quiet underfoot, water-resistant and quick to install over existing tile.':
    'कार्यालये, दवाखाने आणि शयनकक्षांसाठी व्हिनाइल प्लँक आणि शीट फ्लोअरिंग: चालताना आवाज नाही, पाणीरोधक, आणि आहे त्या टाइलवर पटकन बसवता येते.',
  'Wooden Flooring': 'लाकडी फ्लोअरिंग',
  'Engineered and laminate wooden floors on acoustic underlay, with skirting and transition profiles that finish every edge.':
    'ध्वनिरोधक थरावर इंजिनिअर्ड आणि लॅमिनेट लाकडी फ्लोअरिंग, प्रत्येक कड पूर्ण करणाऱ्या स्कर्टिंग आणि ट्रान्झिशन प्रोफाइलसह.',
  'Gypsum Wall Paneling': 'जिप्सम भिंत पॅनेलिंग',
  'Gypsum paneling that carries the floor’s lines up the wall, used to frame beds, TV walls and reception backdrops.':
    'जमिनीच्या रेषा भिंतीवर नेणारे जिप्सम पॅनेलिंग, बेड, टीव्ही भिंत आणि रिसेप्शनच्या पार्श्वभूमीला चौकट देण्यासाठी.',
  // config/catalogue-carpentry.ts
  'Our carpenters build on site and in our Satpur workshop using branded BWP and MR-grade plywood, machine edge-banding and named hardware. Every piece is drawn before it is made, so you know its size, finish and fittings in advance.':
    'आमचे सुतार जागेवर आणि आमच्या सातपूर येथील कार्यशाळेत ब्रँडेड BWP आणि MR-ग्रेड प्लायवूड, यंत्राने केलेले एज-बँडिंग आणि नामांकित हार्डवेअर वापरून काम करतात. प्रत्येक वस्तू बनवण्यापूर्वी तिचे रेखाचित्र काढले जाते, त्यामुळे तिचा आकार, फिनिश आणि फिटिंग्ज आपल्याला आधीच कळतात.',
  'Modular furniture is made in our workshop on CNC panel saws and edge-banders while your site is still being prepared, then assembled at home in days rather than weeks. Factory precision means straight lines, tight joints and shutters that stay aligned, with the same range of designs our carpenters build on site.':
    'आपली जागा तयार होत असतानाच मॉड्युलर फर्निचर आमच्या कार्यशाळेत CNC पॅनेल सॉ आणि एज-बँडरवर बनवले जाते, आणि मग आठवड्यांऐवजी काही दिवसांत घरी जोडले जाते. कारखान्यातील अचूकतेमुळे सरळ रेषा, घट्ट जोड आणि नीट जुळलेली शटर मिळतात, आणि डिझाइन्सची श्रेणी आमचे सुतार जागेवर बनवतात तीच असते.',
  'Sliding Wardrobe': 'सरकत्या दारांचा वॉर्डरोब',
  'Floor-to-loft wardrobes on soft-close sliding tracks, ideal where a bed leaves no room for swinging shutters. Shutters in laminate, lacquered glass or mirror.':
    'सॉफ्ट-क्लोज सरकत्या ट्रॅकवरचे जमिनीपासून माळ्यापर्यंतचे वॉर्डरोब, जिथे बेडमुळे उघडणाऱ्या दारांना जागा नसते तिथे आदर्श. शटर लॅमिनेट, लॅकर्ड ग्लास किंवा आरशात.',
  'Hinged Wardrobe': 'बिजागरी दारांचा वॉर्डरोब',
  'Classic hinged-shutter wardrobes with hanging, shelves, drawers and a locker planned around what you actually own. Hinges and channels are soft-close as standard.':
    'आपल्याकडे प्रत्यक्षात जे सामान आहे त्यानुसार आखलेले, कपडे टांगण्याची जागा, कप्पे, ड्रॉवर आणि लॉकर असलेले पारंपरिक बिजागरी वॉर्डरोब. बिजागऱ्या आणि चॅनेल सॉफ्ट-क्लोजच असतात.',
  'TV Unit': 'टीव्ही युनिट',
  'Wall-mounted or floor-standing TV units with concealed wiring, a set-top box shelf with ventilation and closed storage below. Finished to match the living-room paneling.':
    'लपवलेले वायरिंग, हवेशीर सेट-टॉप बॉक्स कप्पा आणि खाली बंद स्टोरेज असलेले भिंतीवरचे किंवा जमिनीवर उभे टीव्ही युनिट, दिवाणखान्याच्या पॅनेलिंगशी जुळणाऱ्या फिनिशमध्ये.',
  'Sofa Set': 'सोफा सेट',
  'Made-to-measure sofas on seasoned hardwood frames with high-density foam and your choice of fabric or leatherette. Sized to your room rather than a showroom floor.':
    'मुरलेल्या हार्डवूडच्या फ्रेमवर, हाय-डेन्सिटी फोम आणि आपल्या पसंतीच्या कापड किंवा लेदरेटसह मापानुसार बनवलेले सोफे, शोरूमच्या नव्हे तर आपल्या खोलीच्या आकारानुसार.',
  'Study Table': 'अभ्यासाचे टेबल',
  'Study and work-from-home tables with cable management, a keyboard drawer and overhead shelving. Heights are set for the person who will sit there.':
    'केबल व्यवस्थापन, कीबोर्ड ड्रॉवर आणि वरच्या कप्प्यांसह अभ्यासाचे आणि घरून कामाचे टेबल. उंची तिथे बसणाऱ्या व्यक्तीनुसार ठरवली जाते.',
  'Kitchen Trolley': 'किचन ट्रॉली',
  'Stainless-steel baskets, cutlery trays and pull-outs fitted into kitchen cabinets on full-extension channels, so nothing gets lost at the back of a shelf.':
    'किचनच्या कपाटांत फुल-एक्स्टेन्शन चॅनेलवर बसवलेल्या स्टेनलेस स्टीलच्या बास्केट, कटलरी ट्रे आणि पुल-आउट, त्यामुळे कप्प्याच्या मागे काहीही हरवत नाही.',
  'Crockery Storage Unit': 'क्रॉकरी स्टोरेज युनिट',
  'Dining-room crockery units with glass display shutters, lit shelves and closed drawers for everyday cutlery and table linen.':
    'काचेची दर्शनी शटर, दिवे असलेले कप्पे आणि रोजची कटलरी व टेबलक्लॉथसाठी बंद ड्रॉवर असलेली जेवणघरातील क्रॉकरी युनिट्स.',
  'Loft Storage': 'माळा स्टोरेज',
  'Overhead lofts above wardrobes, passages and kitchens for suitcases and seasonal items, with shutters that line up with the units below.':
    'सुटकेस आणि हंगामी वस्तूंसाठी वॉर्डरोब, पॅसेज आणि किचनवरील माळे, खालच्या युनिट्सशी रेषेत जुळणाऱ्या शटरसह.',
  'Wall Paneling – Full Finished': 'भिंतीचे पॅनेलिंग – पूर्ण फिनिश',
  'Wall paneling finished edge to edge in a single veneer, laminate or fluted profile, for a seamless feature wall behind a bed or sofa.':
    'बेड किंवा सोफ्यामागील अखंड खास भिंतीसाठी, एकाच व्हिनियर, लॅमिनेट किंवा फ्लूटेड प्रोफाइलमध्ये कडेपासून कडेपर्यंत फिनिश केलेले भिंतीचे पॅनेलिंग.',
  'Wall Paneling – Combo Finished': 'भिंतीचे पॅनेलिंग – कॉम्बो फिनिश',
  'Paneling that combines two finishes, such as veneer with fabric, mirror strips or a painted recess, to frame a TV, a headboard or artwork.':
    'टीव्ही, बेडचे हेडबोर्ड किंवा कलाकृतीला चौकट देण्यासाठी दोन फिनिश एकत्र करणारे पॅनेलिंग, जसे कापडासह व्हिनियर, आरशाच्या पट्ट्या किंवा रंगवलेला खोलगट भाग.',
  'Column Paneling – Full Finished': 'खांबाचे पॅनेलिंग – पूर्ण फिनिश',
  'Columns cladded on all sides in one material, turning an awkward structural element into a clean, deliberate part of the room.':
    'सर्व बाजूंनी एकाच साहित्याने आच्छादलेले खांब, ज्यामुळे अडचणीचा बांधकामाचा भाग खोलीचा नीटनेटका, विचारपूर्वक भाग बनतो.',
  'Column Paneling – Combo Finished': 'खांबाचे पॅनेलिंग – कॉम्बो फिनिश',
  'Column cladding that mixes wood with metal trims, mirror or backlit panels, often used in lobbies, showrooms and restaurants.':
    'लाकडासोबत धातूच्या पट्ट्या, आरसा किंवा मागून प्रकाश असलेली पॅनेल्स एकत्र करणारे खांबांचे आच्छादन, बहुधा लॉबी, शोरूम आणि रेस्टॉरंटमध्ये वापरले जाते.',
  'Main Door with Frame': 'चौकटीसह मुख्य दरवाजा',
  'Solid-core main doors on hardwood frames with veneer or laminate skins, brass or steel hardware and provision for a digital lock.':
    'हार्डवूड चौकटीवर व्हिनियर किंवा लॅमिनेट आवरण असलेले भरीव मुख्य दरवाजे, पितळी किंवा स्टील हार्डवेअर आणि डिजिटल लॉकच्या सोयीसह.',
  'Internal Door with Frame': 'चौकटीसह आतील दरवाजा',
  'Flush doors for bedrooms and bathrooms on termite-treated frames, with waterproof cores where they face a wet area.':
    'वाळवीरोधक प्रक्रिया केलेल्या चौकटीवर शयनकक्ष आणि स्नानगृहांसाठी फ्लश दरवाजे, ओल्या भागासमोर पाणीरोधक गाभ्यासह.',
  'CNC Cutting Door': 'CNC कटिंग दरवाजा',
  'Doors with CNC-routed patterns, jaali work or grooves, popular for pooja rooms and partitions where light and air should pass through.':
    'CNC ने कोरलेली नक्षी, जाळीकाम किंवा खाचा असलेले दरवाजे, देवघरे आणि जिथून प्रकाश व हवा आत यावी अशा पार्टिशनसाठी लोकप्रिय.',
  'Wall Shelf': 'भिंतीवरील कप्पा',
  'Floating shelves on concealed brackets for books, plants and display, sized and fixed to carry real weight, not just decor.':
    'पुस्तके, रोपे आणि शोभेच्या वस्तूंसाठी लपवलेल्या ब्रॅकेटवरचे तरंगते कप्पे, केवळ सजावटीसाठी नव्हे तर खरे वजन पेलतील अशा आकारात आणि पद्धतीने बसवलेले.',
  'Wooden Ceiling': 'लाकडी छत',
  'Slatted or panelled ceilings in veneer or laminate that add warmth to living rooms, terraces and reception areas, with access panels for lights and wiring.':
    'दिवाणखाना, गच्ची आणि रिसेप्शनला उबदारपणा देणारी व्हिनियर किंवा लॅमिनेटची पट्ट्यांची किंवा पॅनेलची छते, दिवे आणि वायरिंगसाठी ॲक्सेस पॅनेलसह.',
  Planter: 'प्लांटर',
  'Built-in planters with waterproof liners and drainage for balconies, terraces and indoor dividers, in marine plywood with a durable finish.':
    'बाल्कनी, गच्ची आणि घरातील विभाजकांसाठी पाणीरोधक अस्तर आणि निचऱ्याची सोय असलेले अंगभूत प्लांटर, टिकाऊ फिनिशसह मरीन प्लायवूडमध्ये.',
  'Window Seating': 'खिडकीतील बैठक',
  'Cushioned seats built into window bays with storage drawers underneath, a favourite reading corner in bedrooms and kids’ rooms.':
    'खाली स्टोरेज ड्रॉवर असलेल्या, खिडकीच्या कोनाड्यात बांधलेल्या गादीच्या बैठकी: शयनकक्ष आणि मुलांच्या खोलीतील वाचनाचा आवडता कोपरा.',
  'Acoustic Paneling': 'ध्वनिरोधक पॅनेलिंग',
  'Slatted wood panels over acoustic felt or perforated boards that soften echo in home theatres, boardrooms and studios.':
    'होम थिएटर, बोर्डरूम आणि स्टुडिओमधील प्रतिध्वनी कमी करणारे, ध्वनिरोधक फेल्ट किंवा छिद्रित बोर्डवरील लाकडी पट्ट्यांचे पॅनेल.',
  // The budget guide (config/budget-guide.ts).
  'Interior Design Budget Guide': 'इंटिरियर डिझाइन बजेट मार्गदर्शक',
  'What moves the number': 'आकडा कशामुळे बदलतो',
  'Start with a per-square-foot figure': 'प्रति चौरस फूट दरापासून सुरुवात करा',
  'A simple way to estimate your own home': 'आपल्या घराचा अंदाज काढण्याचा सोपा मार्ग',
  'Choosing materials without overspending': 'जास्त खर्च न करता साहित्य निवडणे',
  'Scope of work by room': 'खोलीनुसार कामाची व्याप्ती',
  'Material selection': 'साहित्याची निवड',
  'How much will the interior of your home cost? The honest answer is "it depends", but it depends on a handful of things you can understand and control. This guide walks through them, using a 1,050 sq ft 3BHK in Nashik as the example.':
    'आपल्या घराच्या इंटिरियरला किती खर्च येईल? प्रामाणिक उत्तर आहे "ते अवलंबून आहे", पण ते काही मोजक्या गोष्टींवर अवलंबून आहे ज्या आपण समजू शकता आणि ठरवू शकता. नाशिकमधील 1,050 चौ. फूट 3BHK चे उदाहरण घेऊन हे मार्गदर्शक त्या गोष्टी समजावून सांगते.',
  'Four decisions account for most of the difference between two quotations for the same flat. Settle them early and the rest of the budget becomes predictable.':
    'एकाच फ्लॅटच्या दोन कोटेशनमधील बहुतेक फरक चार निर्णयांमुळे असतो. ते लवकर ठरवा, म्हणजे उरलेले बजेट अंदाज बांधता येण्यासारखे होते.',
  'Scope: how many rooms get full carpentry, and whether ceilings, flooring and electrical work are included.':
    'व्याप्ती: किती खोल्यांमध्ये पूर्ण सुतारकाम होणार, आणि छत, फ्लोअरिंग व इलेक्ट्रिकल काम त्यात आहे की नाही.',
  'Shutter and surface finishes: laminate, acrylic, PU lacquer and veneer differ by a factor of two or three.':
    'शटर आणि पृष्ठभागांचे फिनिश: लॅमिनेट, ॲक्रिलिक, PU लॅकर आणि व्हिनियर यांच्या किमतीत दोन-तीन पटींचा फरक असतो.',
  'Hardware: basic hinges and channels versus soft-close systems, tandem drawers and kitchen accessories.':
    'हार्डवेअर: साध्या बिजागऱ्या आणि चॅनेल विरुद्ध सॉफ्ट-क्लोज यंत्रणा, टँडम ड्रॉवर आणि किचन ॲक्सेसरीज.',
  'Changes after work starts: moving a wall, a window or a plumbing line halfway through costs more than planning it on paper.':
    'काम सुरू झाल्यावरचे बदल: अर्ध्या कामात भिंत, खिडकी किंवा पाण्याची लाइन हलवणे, कागदावर आधीच नियोजन करण्यापेक्षा जास्त महाग पडते.',
  'You do not need a quotation to build a first estimate. Work through these steps with a tape measure and a notebook, and you will be within ten to fifteen percent of a real figure.':
    'पहिला अंदाज काढण्यासाठी कोटेशनची गरज नाही. मोजपट्टी आणि वही घेऊन या पायऱ्या पूर्ण करा, आणि आपला अंदाज खऱ्या आकड्याच्या दहा-पंधरा टक्क्यांच्या आत येईल.',
  'Measure the carpet area of every room, and add them up.': 'प्रत्येक खोलीचा कार्पेट एरिया मोजा, आणि त्यांची बेरीज करा.',
  'Take off the rooms or trades you do not need, such as flooring you will keep or a ceiling you will leave plain.':
    'ज्या खोल्या किंवा कामे नकोत ती वजा करा, जसे आहे तसेच ठेवणार असलेले फ्लोअरिंग किंवा साधेच ठेवणार असलेले छत.',
  'Decide where a premium finish matters to you, usually the kitchen and the living-room wall, and add the difference for those rooms only.':
    'प्रीमियम फिनिश कुठे महत्त्वाचे वाटते ते ठरवा, सहसा किचन आणि दिवाणखान्याची भिंत, आणि फक्त त्या खोल्यांसाठीचा फरक जोडा.',
  'Add the indirect expenses listed below, and keep a contingency of five to ten percent.':
    'खाली दिलेले अप्रत्यक्ष खर्च जोडा, आणि पाच ते दहा टक्के आकस्मिक खर्चाची तरतूद ठेवा.',
  'The table shows what a complete interior usually includes in each room of our reference home, with the sizes we planned for and the materials we recommend. Your rooms will differ a little; the scope usually does not.':
    'आमच्या उदाहरणातील घराच्या प्रत्येक खोलीत संपूर्ण इंटिरियरमध्ये सहसा काय येते ते, आम्ही आखलेले आकार आणि आम्ही सुचवलेल्या साहित्यासह, ही तालिका दाखवते. आपल्या खोल्या थोड्या वेगळ्या असतील; व्याप्ती सहसा तीच असते.',
  'Material choices decide both the look and the life of an interior. Spend on what is used every day and what is expensive to replace, and save on surfaces that are rarely touched.':
    'साहित्याची निवड इंटिरियरचे रूप आणि आयुष्य दोन्ही ठरवते. रोज वापरल्या जाणाऱ्या आणि बदलायला महाग असलेल्या गोष्टींवर खर्च करा, आणि क्वचित हात लागणाऱ्या पृष्ठभागांवर बचत करा.',
  'Indirect expenses to plan for': 'नियोजन करावे असे अप्रत्यक्ष खर्च',
  'These costs rarely appear in a per-square-foot figure, but they are real. Listing them now avoids an uncomfortable conversation later.':
    'हे खर्च प्रति चौरस फूट आकड्यात क्वचितच दिसतात, पण ते खरे असतात. आत्ताच त्यांची यादी केल्याने नंतरची अवघडलेली चर्चा टळते.',
  'Indirect expenses': 'अप्रत्यक्ष खर्च',
  'From estimate to quotation': 'अंदाजापासून कोटेशनपर्यंत',
  'An estimate tells you whether a plan is realistic; a quotation tells you exactly what you will get. Ours lists every item with its size, material, brand and rate, so you can see where the money goes and change one line without reworking the whole budget.':
    'अंदाज सांगतो की योजना वास्तववादी आहे की नाही; कोटेशन सांगते की आपल्याला नेमके काय मिळणार. आमच्या कोटेशनमध्ये प्रत्येक वस्तू तिचा आकार, साहित्य, ब्रँड आणि दरासह दिलेली असते, त्यामुळे पैसे कुठे जातात ते दिसते आणि संपूर्ण बजेट पुन्हा न करता एखादी ओळ बदलता येते.',
  'Bring your floor plan and your estimate to either of our offices, or ask for a site visit. We will measure, listen to how you live, and return with a layout and an itemised quotation you can compare line by line.':
    'आपला नकाशा आणि अंदाज घेऊन आमच्या कोणत्याही कार्यालयात या, किंवा साइट भेटीची मागणी करा. आम्ही मोजमाप घेऊ, आपण कसे राहता ते समजून घेऊ, आणि ओळीनुसार तुलना करता येईल असा आराखडा व बाबनिहाय कोटेशन घेऊन येऊ.',
  Item: 'वस्तू',
  'Value choice': 'किफायतशीर पर्याय',
  'Premium choice': 'प्रीमियम पर्याय',
  'Our advice': 'आमचा सल्ला',
  Expense: 'खर्च',
  'Typical figure': 'साधारण आकडा',
  Note: 'टीप',
  // The tables (config/budget-guide-tables.ts).
  'Foyer and passage': 'प्रवेशकक्ष आणि पॅसेज',
  'Shoe cabinet with a seat, a mirror panel, a small gypsum ceiling with spotlights, and a key and letter shelf.':
    'बसण्याच्या जागेसह चपलांचे कपाट, आरशाचे पॅनेल, स्पॉटलाइटसह लहान जिप्सम छत, आणि किल्ल्या व पत्रांसाठी कप्पा.',
  'Laminate shutters that wipe clean; a ventilated shoe cabinet with perforated back panels.':
    'सहज पुसता येणारी लॅमिनेट शटर; छिद्रित मागील पॅनेल असलेले हवेशीर चपलांचे कपाट.',
  'Living room': 'दिवाणखाना',
  'TV unit with wall paneling, a cove-lit gypsum ceiling, a sofa or sofa-back console, curtains and rods, and a feature wall in texture or veneer.':
    'भिंतीच्या पॅनेलिंगसह टीव्ही युनिट, कोव्ह-लाइट जिप्सम छत, सोफा किंवा सोफ्यामागील कन्सोल, पडदे आणि रॉड, आणि टेक्स्चर किंवा व्हिनियरमधील खास भिंत.',
  'Veneer or fluted laminate for the TV wall, a washable emulsion elsewhere; plan the ceiling lighting before the sofa position is fixed.':
    'टीव्हीच्या भिंतीसाठी व्हिनियर किंवा फ्लूटेड लॅमिनेट, इतरत्र धुता येणारा इमल्शन; सोफ्याची जागा ठरण्यापूर्वी छतावरील दिव्यांचे नियोजन करा.',
  'Dining area': 'जेवणाची जागा',
  'Crockery unit with a display section, a pendant light over the table, and a peripheral gypsum ceiling.':
    'दर्शनी भागासह क्रॉकरी युनिट, टेबलावर लटकणारा दिवा, आणि कडेने जिप्सम छत.',
  'Back-painted glass or fluted glass for display shutters; a dining top in quartz or toughened glass.':
    'दर्शनी शटरसाठी मागून रंगवलेली किंवा फ्लूटेड काच; क्वार्ट्झ किंवा टफन काचेचा डायनिंग टॉप.',
  Kitchen: 'स्वयंपाकघर',
  'Modular base and wall units, a tall unit, baskets and a cutlery tray, a chimney and hob, a granite or quartz platform, and a dado in tiles.':
    'मॉड्युलर खालची व भिंतीवरची युनिट्स, उंच युनिट, बास्केट आणि कटलरी ट्रे, चिमणी आणि हॉब, ग्रॅनाइट किंवा क्वार्ट्झचा ओटा, आणि टाइल्सचा डॅडो.',
  'BWP plywood for every carcass under the sink and hob, acrylic or laminate shutters, stainless-steel baskets and soft-close channels.':
    'सिंक आणि हॉबखालील प्रत्येक सांगाड्यासाठी BWP प्लायवूड, ॲक्रिलिक किंवा लॅमिनेट शटर, स्टेनलेस स्टीलच्या बास्केट आणि सॉफ्ट-क्लोज चॅनेल.',
  'Master bedroom': 'मुख्य शयनकक्ष',
  'Sliding wardrobe with a loft, a bed with hydraulic storage, side tables, a headboard panel, a study or dressing corner, and a cove ceiling.':
    'माळ्यासह सरकत्या दारांचा वॉर्डरोब, हायड्रॉलिक स्टोरेज असलेला बेड, बाजूची टेबले, हेडबोर्ड पॅनेल, अभ्यास किंवा ड्रेसिंगचा कोपरा, आणि कोव्ह छत.',
  'Laminate or lacquered-glass wardrobe shutters; a fabric or veneer headboard; warm 3000 K lighting.':
    'लॅमिनेट किंवा लॅकर्ड काचेची वॉर्डरोब शटर; कापडी किंवा व्हिनियरचे हेडबोर्ड; उबदार 3000 K प्रकाश.',
  'Second bedroom': 'दुसरा शयनकक्ष',
  'Hinged wardrobe with a loft, a bed with storage, a study table with shelves, and a plain gypsum ceiling.':
    'माळ्यासह बिजागरी वॉर्डरोब, स्टोरेजसह बेड, कप्प्यांसह अभ्यासाचे टेबल, आणि साधे जिप्सम छत.',
  'MR-grade plywood is enough for dry-area furniture; choose matt laminates that hide fingerprints.':
    'कोरड्या जागेतील फर्निचरसाठी MR-ग्रेड प्लायवूड पुरेसे आहे; बोटांचे ठसे लपवणारे मॅट लॅमिनेट निवडा.',
  'Third bedroom or study': 'तिसरा शयनकक्ष किंवा अभ्यासिका',
  'Wardrobe, a bed or sofa-cum-bed, a work-from-home desk with cable management and a window seat with drawers.':
    'वॉर्डरोब, बेड किंवा सोफा-कम-बेड, केबल व्यवस्थापनासह घरून कामाचे टेबल आणि ड्रॉवर असलेली खिडकीतील बैठक.',
  'Keep the palette light to make the room feel larger; add a pin-board or writable panel for children.':
    'खोली मोठी वाटावी म्हणून रंगसंगती हलकी ठेवा; मुलांसाठी पिन-बोर्ड किंवा लिहिता येणारे पॅनेल लावा.',
  'Bathrooms (two)': 'स्नानगृहे (दोन)',
  'Vanity unit, mirror cabinet, shower glass partition, an exhaust point, and a grid or PVC ceiling where needed.':
    'व्हॅनिटी युनिट, आरशाचे कपाट, शॉवरचे काचेचे पार्टिशन, एक्झॉस्ट पॉइंट, आणि गरजेनुसार ग्रिड किंवा PVC छत.',
  'Waterproof boards or solid surface for vanities, toughened glass for the shower, anti-skid floor tiles.':
    'व्हॅनिटीसाठी पाणीरोधक बोर्ड किंवा सॉलिड सरफेस, शॉवरसाठी टफन काच, न घसरणाऱ्या फरशा.',
  Balcony: 'बाल्कनी',
  'Wooden-finish flooring tiles, a planter, a wall-mounted drying rack and one or two outdoor lights.':
    'लाकडी फिनिशच्या फरशा, प्लांटर, भिंतीवरील कपडे वाळवण्याचा स्टँड आणि एक-दोन बाहेरचे दिवे.',
  'Outdoor-grade planters with liners; skip wood and MDF here, monsoon rain reaches every balcony.':
    'अस्तर असलेले बाहेरच्या वापराचे प्लांटर; इथे लाकूड आणि MDF टाळा, पावसाळ्यात पाणी प्रत्येक बाल्कनीत पोहोचते.',
  'Board for carcasses': 'सांगाड्यांसाठी बोर्ड',
  'MR-grade plywood in dry areas, BWP plywood in the kitchen and bathrooms': 'कोरड्या जागी MR-ग्रेड प्लायवूड, किचन आणि स्नानगृहात BWP प्लायवूड',
  'BWP plywood throughout, or marine plywood near water': 'सगळीकडे BWP प्लायवूड, किंवा पाण्याजवळ मरीन प्लायवूड',
  'Never save on the board under the kitchen sink: it is the one part of the house that gets wet every day.':
    'किचन सिंकखालच्या बोर्डवर कधीही बचत करू नका: घरातील तोच एक भाग रोज ओला होतो.',
  'Shutter finish': 'शटरचे फिनिश',
  '1 mm laminate in matt or suede textures': 'मॅट किंवा स्युएड टेक्स्चरमधील 1 mm लॅमिनेट',
  'Acrylic, PU lacquer or natural veneer': 'ॲक्रिलिक, PU लॅकर किंवा नैसर्गिक व्हिनियर',
  'Mix finishes: a premium finish on the surfaces you see first, laminate inside wardrobes and on lofts.':
    'फिनिश मिसळा: आधी नजरेस पडणाऱ्या पृष्ठभागांवर प्रीमियम फिनिश, वॉर्डरोबच्या आत आणि माळ्यांवर लॅमिनेट.',
  Hardware: 'हार्डवेअर',
  'Branded soft-close hinges and telescopic channels': 'ब्रँडेड सॉफ्ट-क्लोज बिजागऱ्या आणि टेलिस्कोपिक चॅनेल',
  'Tandem boxes, lift-up systems and corner carousels': 'टँडम बॉक्स, लिफ्ट-अप यंत्रणा आणि कोपऱ्यातील कॅरोसेल',
  'Hardware is used thousands of times a year; buy a brand with a written warranty before upgrading anything else.':
    'हार्डवेअर वर्षातून हजारो वेळा वापरले जाते; इतर काहीही महाग घेण्याआधी लेखी हमी असलेला ब्रँड घ्या.',
  'False ceiling': 'फॉल्स सीलिंग',
  'Gypsum board on a galvanised frame, plain with a peripheral cove': 'गॅल्व्हनाइज्ड फ्रेमवर जिप्सम बोर्ड, कडेने कोव्हसह साधे',
  'Layered ceilings with profile lights, wooden slats or acoustic panels': 'प्रोफाइल लाइट, लाकडी पट्ट्या किंवा ध्वनिरोधक पॅनेलसह थरांचे छत',
  'Fix the furniture layout first, so lights fall over the table, the bed and the counter rather than the floor.':
    'आधी फर्निचरची मांडणी ठरवा, म्हणजे प्रकाश जमिनीवर नव्हे तर टेबल, बेड आणि काउंटरवर पडेल.',
  Paint: 'रंग',
  'Washable emulsion over two coats of putty': 'पुट्टीच्या दोन थरांवर धुता येणारा इमल्शन',
  'Textures, metallic finishes or wallpaper on one feature wall': 'एका खास भिंतीवर टेक्स्चर, मेटॅलिक फिनिश किंवा वॉलपेपर',
  'One well-placed feature wall gives more impact than textures in every room, at a fraction of the cost.':
    'योग्य जागी एक खास भिंत प्रत्येक खोलीत टेक्स्चर करण्यापेक्षा कितीतरी कमी खर्चात जास्त परिणाम देते.',
  Flooring: 'फ्लोअरिंग',
  'Large-format vitrified tiles (600 × 1200 mm)': 'मोठ्या आकाराच्या व्हिट्रिफाइड टाइल्स (600 × 1200 mm)',
  'Italian marble, engineered wood or luxury vinyl in bedrooms': 'इटालियन मार्बल, शयनकक्षात इंजिनिअर्ड वूड किंवा लक्झरी व्हिनाइल',
  'If the builder’s tiles are sound, keep them and spend the difference on storage you use every day.':
    'बिल्डरने बसवलेल्या टाइल्स चांगल्या असतील तर त्या ठेवा, आणि वाचलेले पैसे रोज वापरात येणाऱ्या स्टोरेजवर खर्च करा.',
  Countertops: 'काउंटरटॉप',
  'Granite for the kitchen platform': 'किचन ओट्यासाठी ग्रॅनाइट',
  'Quartz or Corian with an integrated sink': 'अंगभूत सिंकसह क्वार्ट्झ किंवा कोरियन',
  'Choose a countertop for how it is cleaned, not only for how it looks in the showroom.':
    'काउंटरटॉप शोरूममध्ये कसा दिसतो एवढ्यावरून नव्हे, तर तो कसा स्वच्छ करता येतो यावरून निवडा.',
  'Design fees': 'डिझाइन शुल्क',
  '5–10% of the project value': 'प्रकल्पाच्या किमतीच्या 5–10%',
  'Often included in turnkey quotations; ask whether 3D views, working drawings and site visits are part of it.':
    'टर्नकी कोटेशनमध्ये बहुधा समाविष्ट असते; 3D दृश्ये, कामाची रेखाचित्रे आणि साइट भेटी त्यात आहेत का ते विचारा.',
  '18% on works contracts': 'वर्क्स कॉन्ट्रॅक्टवर 18%',
  'Check whether the quotation is inclusive or exclusive of GST; on a ₹16 lakh interior it is close to ₹3 lakh.':
    'कोटेशन GST सह आहे की GST वगळून ते तपासा; ₹16 लाखांच्या इंटिरियरवर तो जवळपास ₹3 लाख होतो.',
  'Transport and loading': 'वाहतूक आणि चढ-उतार',
  '1–2% of the project value': 'प्रकल्पाच्या किमतीच्या 1–2%',
  'Higher for upper floors without a goods lift, or for sites outside city limits.': 'सामानाची लिफ्ट नसलेल्या वरच्या मजल्यांसाठी किंवा शहराबाहेरील जागांसाठी जास्त.',
  'Debris removal': 'राडारोडा हटवणे',
  '₹8,000–25,000 for an apartment': 'एका अपार्टमेंटसाठी ₹8,000–25,000',
  'Societies usually insist that debris leaves the same day; plan for a few trips, not one.':
    'राडारोडा त्याच दिवशी हलवावा असा सोसायट्यांचा आग्रह असतो; एका नव्हे तर काही फेऱ्यांचे नियोजन करा.',
  'Society deposits and permissions': 'सोसायटीची अनामत रक्कम आणि परवानग्या',
  '₹10,000–50,000, mostly refundable': '₹10,000–50,000, बहुतांश परत मिळणारी',
  'Refundable against damage to the lift and common areas; read the society’s rules on working hours first.':
    'लिफ्ट आणि सामायिक जागांच्या नुकसानीपोटी ठेवलेली, परत मिळणारी; आधी कामाच्या वेळांबाबत सोसायटीचे नियम वाचा.',
  'Electrical upgrades': 'इलेक्ट्रिकल सुधारणा',
  'Extra points, a new distribution board or heavier wiring for air conditioners and the kitchen.':
    'जादा पॉइंट्स, नवा डिस्ट्रिब्युशन बोर्ड किंवा एअर कंडिशनर आणि किचनसाठी जाड वायरिंग.',
  'Plumbing upgrades': 'प्लंबिंग सुधारणा',
  'Moving a sink, adding a water purifier point or replacing old concealed lines before tiling.':
    'सिंक हलवणे, वॉटर प्युरिफायरसाठी पॉइंट देणे किंवा टाइल्स लावण्यापूर्वी जुन्या लपवलेल्या लाइन बदलणे.',
  'Appliances and loose furniture': 'उपकरणे आणि सुटे फर्निचर',
  'As chosen': 'निवडीनुसार',
  'Chimney, hob, air conditioners, mattresses and dining chairs are usually outside an interior quotation.':
    'चिमणी, हॉब, एअर कंडिशनर, गाद्या आणि जेवणाच्या खुर्च्या सहसा इंटिरियर कोटेशनबाहेर असतात.',
  'Temporary accommodation and storage': 'तात्पुरती राहण्याची सोय आणि सामान ठेवणे',
  'Rent for 6–10 weeks': '6–10 आठवड्यांचे भाडे',
  'If you are renovating a home you live in, budget for a short stay elsewhere during the dusty trades.':
    'राहत्या घराचे नूतनीकरण करत असाल, तर धुळीच्या कामांच्या काळात दुसरीकडे थोडे दिवस राहण्याचा खर्च धरा.',
  Contingency: 'आकस्मिक खर्च',
  '5–10% of the budget': 'बजेटच्या 5–10%',
  'For upgrades chosen halfway through and surprises behind old walls. Unused contingency is a pleasant surprise.':
    'अर्ध्या कामात ठरवलेल्या सुधारणा आणि जुन्या भिंतींमागे निघणाऱ्या अनपेक्षित गोष्टींसाठी. न वापरलेली तरतूद हे सुखद आश्चर्य ठरते.',
  // The guide's paragraphs with figures (from config/budget-guide.ts's rates and reference home): a change of
  // those figures changes these keys, and catalogue-pages.i18n.test.tsx names the text to translate again.
  'For a complete interior in a standard finish (modular kitchen, wardrobes, false ceilings, painting, electrical changes, curtains and a few loose pieces) our projects currently start at about ₹1,550–1,650 per sq ft of carpet area. The figure covers design, material, labour and installation, and it is the quickest way to check whether a plan fits your savings.':
    'स्टँडर्ड फिनिशमधील संपूर्ण इंटिरियरसाठी (मॉड्युलर किचन, वॉर्डरोब, फॉल्स सीलिंग, रंगकाम, इलेक्ट्रिकल बदल, पडदे आणि काही सुटे फर्निचर) आमचे प्रकल्प सध्या कार्पेट एरियाच्या सुमारे ₹1,550–1,650 प्रति चौ. फूटपासून सुरू होतात. या आकड्यात डिझाइन, साहित्य, मजुरी आणि बसवणी येते, आणि योजना आपल्या बचतीत बसते का हे तपासण्याचा हा सर्वात जलद मार्ग आहे.',
  'Carpet area is the usable floor inside the walls, not the super built-up area on your sale deed. A flat sold as 1,400 sq ft super built-up often has a carpet area close to 1,050 sq ft, so always measure, or ask us to measure, before you multiply.':
    'कार्पेट एरिया म्हणजे भिंतींच्या आतील वापरता येणारी जमीन, खरेदीखतावरील सुपर बिल्ट-अप एरिया नव्हे. 1,400 चौ. फूट सुपर बिल्ट-अप म्हणून विकलेल्या फ्लॅटचा कार्पेट एरिया बहुधा 1,050 चौ. फुटांच्या आसपास असतो, म्हणून गुणाकार करण्यापूर्वी नेहमी मोजमाप घ्या, किंवा आम्हाला घ्यायला सांगा.',
  'Per-square-foot rates are an average. A kitchen costs far more per square foot than a bedroom, and a passage costs almost nothing; the rate only works when it is applied to the whole home.':
    'प्रति चौरस फूट दर ही सरासरी असते. किचनचा प्रति चौरस फूट खर्च शयनकक्षापेक्षा कितीतरी जास्त असतो, आणि पॅसेजचा जवळजवळ काहीच नसतो; हा दर संपूर्ण घराला लावला तरच बरोबर ठरतो.',
  'What a 1,050 sq ft 3BHK costs': '1,050 चौ. फूट 3BHK ला किती खर्च येतो',
  'Multiply the carpet area by the rate: 1,050 sq ft at ₹1,550–1,650 per sq ft comes to about ₹16.3–17.3 lakh for a complete standard interior. That is the range most of our 3BHK clients in Nashik land in.':
    'कार्पेट एरियाला दराने गुणा: ₹1,550–1,650 प्रति चौ. फूट दराने 1,050 चौ. फूट म्हणजे संपूर्ण स्टँडर्ड इंटिरियरसाठी सुमारे ₹16.3–17.3 लाख. नाशिकमधील आमच्या बहुतेक 3BHK ग्राहकांचा खर्च याच श्रेणीत येतो.',
  "A tighter scope brings the figure down. At ₹1,400 per sq ft, for example by keeping the builder's flooring and limiting false ceilings to the living room and master bedroom, the same home costs about ₹14.7 lakh.":
    'कमी व्याप्तीमुळे आकडा खाली येतो. ₹1,400 प्रति चौ. फूट दराने, उदाहरणार्थ बिल्डरचे फ्लोअरिंग तसेच ठेवून आणि फॉल्स सीलिंग फक्त दिवाणखाना व मुख्य शयनकक्षात करून, त्याच घराचा खर्च सुमारे ₹14.7 लाख येतो.',
  'A premium finish (acrylic or PU kitchen shutters, veneer paneling, layered ceilings with designer lighting, and wooden flooring in the bedrooms) takes the same home to about ₹21.0–24.1 lakh, comfortably above ₹20 lakh.':
    'प्रीमियम फिनिशमुळे (ॲक्रिलिक किंवा PU किचन शटर, व्हिनियर पॅनेलिंग, डिझायनर लाइटिंगसह थरांचे छत, आणि शयनकक्षांत लाकडी फ्लोअरिंग) त्याच घराचा खर्च सुमारे ₹21.0–24.1 लाख, म्हणजे ₹20 लाखांच्या बऱ्यापैकी वर जातो.',
  'Multiply the total by ₹1,550–1,650 per sq ft for a complete standard interior.': 'संपूर्ण स्टँडर्ड इंटिरियरसाठी बेरजेला ₹1,550–1,650 प्रति चौ. फूट दराने गुणा.',
  'Scope of work, room by room (1,050 sq ft 3BHK)': 'खोलीनिहाय कामाची व्याप्ती (1,050 चौ. फूट 3BHK)',
  '5 ft × 8 ft': '5 फूट × 8 फूट',
  '12 ft × 16 ft': '12 फूट × 16 फूट',
  '10 ft × 10 ft': '10 फूट × 10 फूट',
  '8 ft × 10 ft': '8 फूट × 10 फूट',
  '12 ft × 14 ft': '12 फूट × 14 फूट',
  '11 ft × 12 ft': '11 फूट × 12 फूट',
  '10 ft × 11 ft': '10 फूट × 11 फूट',
  '5 ft × 8 ft and 5 ft × 7 ft': '5 फूट × 8 फूट आणि 5 फूट × 7 फूट',
  '4 ft × 10 ft': '4 फूट × 10 फूट',
  Room: 'खोली',
  Size: 'आकार',
  'Scope of work': 'कामाची व्याप्ती',
  Materials: 'साहित्य',
} satisfies Record<string, string>;
