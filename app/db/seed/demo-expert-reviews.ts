import type { DemoExpertReview } from "./demo-types";

// Reviews from invented (but plausible) review sites; see DEMO_EXPERT_SITES in demo-catalog.ts.
export const DEMO_EXPERT_REVIEWS: DemoExpertReview[] = [
  {
    product: "apple-iphone-16-pro-max-256gb-desert-titanium",
    site: "tech-majlis",
    title: "iPhone 16 Pro Max review: the biggest screen, the longest battery",
    content:
      "After three weeks as our daily phone, the 16 Pro Max is the easiest iPhone to recommend to heavy users. The 6.9-inch screen is bright enough for Riyadh noon, the battery regularly ended our days above 30%, and the 5x telephoto produced the best zoom shots we have taken on an iPhone. Camera Control is clever but fiddly at first; most of us ended up using it only to launch the camera. Expensive, but it holds its value well in the Saudi second-hand market.",
    path: "/reviews/iphone-16-pro-max",
  },
  {
    product: "apple-iphone-16-pro-max-256gb-desert-titanium",
    site: "aalam-tech",
    title: "مراجعة آيفون 16 برو ماكس: بطارية تصمد وكاميرا بلا منافس تقريبًا",
    content:
      "استخدمنا الجهاز لمدة شهر كامل، وأكثر ما لفت انتباهنا هو عمر البطارية؛ فالجهاز يكمل يومًا طويلًا من التصوير والملاحة والتواصل دون الحاجة إلى شاحن. التصوير الليلي تحسن بشكل واضح والعدسة المقربة 5x أصبحت مفيدة في المناسبات. في المقابل، لا يقدم الجهاز قفزة كبيرة لمن يملك 15 برو ماكس، وزر التحكم بالكاميرا يحتاج وقتًا للتعود. ننصح به لمن يأتي من آيفون 13 أو أقدم.",
    path: "/reviews/iphone-16-pro-max",
  },
  {
    product: "apple-iphone-15-pro-max-256gb-natural-titanium",
    site: "aalam-tech",
    title: "آيفون 15 برو ماكس بعد سنة: هل ما زال يستحق الشراء؟",
    content:
      "بعد انخفاض سعره في المتاجر السعودية، أصبح 15 برو ماكس من أفضل الخيارات قيمة مقابل السعر في فئة الهواتف الرائدة. الأداء ما زال ممتازًا في الألعاب الثقيلة، والإطار التيتانيوم خفف الوزن بشكل ملحوظ، والكاميرا المقربة 5x تؤدي عملًا رائعًا في الإضاءة الجيدة. العيب الوحيد هو سرعة الشحن التي ما زالت أبطأ من منافسيه. إذا وجدته بفرق يتجاوز 500 ريال عن الجيل الجديد فهو صفقة ممتازة.",
    path: "/reviews/iphone-15-pro-max-one-year-later",
  },
  {
    product: "samsung-galaxy-s25-ultra-256gb-titanium-silverblue",
    site: "tech-majlis",
    title: "Galaxy S25 Ultra review: the anti-glare screen is the real upgrade",
    content:
      "Samsung's latest Ultra is a refinement rather than a revolution, but the refinements matter. The anti-reflective display is the best we have used outdoors, the Snapdragon 8 Elite runs cool, and the new 50MP ultra-wide finally matches the main camera for detail. Galaxy AI's Arabic translation in calls worked better than expected. The S Pen lost its Bluetooth tricks, which few will miss. If you buy during a sale, it is the Android phone to get.",
    path: "/reviews/galaxy-s25-ultra",
  },
  {
    product: "samsung-galaxy-s25-ultra-256gb-titanium-silverblue",
    site: "aalam-tech",
    title: "مراجعة جالكسي S25 ألترا: شاشة لا تعكس الشمس وذكاء اصطناعي يفهم العربية",
    content:
      "أهم ما يميز S25 ألترا هو الشاشة المضادة للانعكاس التي تجعل القراءة تحت الشمس مريحة فعلًا. الأداء سريع جدًا مع حرارة معتدلة، والكاميرا الرئيسية 200 ميجابكسل تلتقط تفاصيل رائعة نهارًا. جربنا ميزة الترجمة الفورية أثناء المكالمات بين العربية والإنجليزية وكانت النتيجة مقبولة للاستخدام اليومي. السعر مرتفع عند الإطلاق، لذلك ننصح بانتظار العروض الموسمية.",
    path: "/reviews/galaxy-s25-ultra",
  },
  {
    product: "samsung-galaxy-a55-5g-256gb-awesome-navy",
    site: "gadget-souq",
    title: "Galaxy A55: the mid-ranger that feels like a flagship in the hand",
    content:
      "The metal frame and glass back make the A55 feel far more expensive than it is, and IP67 protection is rare at this price. The screen is bright and smooth, battery life is excellent, and four years of Android updates is a strong promise. Performance is fine for social media and light gaming but not for heavy titles, and the camera struggles in dim restaurants. For most buyers on a budget, it is a safe pick.",
    path: "/2024/galaxy-a55-review",
  },
  {
    product: "xiaomi-redmi-note-13-pro-plus-5g-512gb-midnight-black",
    site: "aalam-tech",
    title: "ريدمي نوت 13 برو بلس: شحن 120 واط بسعر الفئة المتوسطة",
    content:
      "يقدم هذا الجهاز مواصفات كانت حكرًا على الهواتف الرائدة: شاشة منحنية بدقة عالية، وكاميرا 200 ميجابكسل، وشحن يملأ البطارية في نحو عشرين دقيقة. الواجهة مليئة بالتطبيقات المثبتة مسبقًا ويمكن حذف أغلبها. التصوير النهاري ممتاز، أما الليلي فمتوسط. خيار قوي لمن يريد أكبر قدر من المزايا بأقل من 1,600 ريال.",
    path: "/reviews/redmi-note-13-pro-plus",
  },
  {
    product: "apple-ipad-air-11-m2-wifi-128gb-space-grey",
    site: "tech-majlis",
    title: "iPad Air M2 review: the iPad most students should buy",
    content:
      "The M2 iPad Air hits the sweet spot between the basic iPad and the Pro. It is fast enough for Procreate and LumaFusion, the landscape front camera finally makes video calls look natural, and Apple Pencil Pro support adds squeeze and barrel-roll gestures. The 60Hz screen is the main compromise. Pick the 256GB version if you download a lot of lectures and series for offline viewing.",
    path: "/reviews/ipad-air-m2",
  },
  {
    product: "apple-watch-series-10-gps-46mm-jet-black",
    site: "gadget-souq",
    title: "Apple Watch Series 10: thinner, brighter, and finally charges fast",
    content:
      "The Series 10 looks noticeably slimmer on the wrist, and the wide-angle OLED makes the time readable at a glance even from the side. Charging from flat to 80% takes about half an hour, which makes overnight sleep tracking much more practical. Battery life is still roughly a day and a half. Jet Black polished aluminium is gorgeous but scratches; a case is worth it if you work with your hands.",
    path: "/2024/apple-watch-series-10-review",
  },
  {
    product: "samsung-galaxy-watch7-44mm-green",
    site: "aalam-tech",
    title: "مراجعة جالكسي واتش 7: معالج أسرع وتتبع نوم أدق",
    content:
      "حصلت ساعة سامسونج على معالج جديد يجعل التنقل بين التطبيقات أسرع بشكل واضح، مع تحسن في دقة GPS أثناء الجري في الأحياء المزدحمة. ميزة مؤشر الطاقة تعطي تقييمًا يوميًا مفيدًا يعتمد على النوم والنشاط. البطارية تكفي نحو يومين، وبعض المزايا الصحية تتطلب جوال جالكسي. خيار ممتاز لمستخدمي أندرويد.",
    path: "/reviews/galaxy-watch7",
  },
  {
    product: "apple-macbook-air-13-m3-8gb-256gb-midnight-arabic",
    site: "tech-majlis",
    title: "MacBook Air M3 review: still the default laptop recommendation",
    content:
      "Silent, light and with battery life that easily covers a full university day, the M3 Air remains the laptop we recommend most. The Arabic/English keyboard sold in Saudi stores is well printed and backlit. The base 8GB model handles office work and browsing comfortably, but if you edit video or keep dozens of tabs open, step up to 16GB. Midnight looks great but shows fingerprints.",
    path: "/reviews/macbook-air-m3",
  },
  {
    product: "apple-macbook-air-13-m3-8gb-256gb-midnight-arabic",
    site: "aalam-tech",
    title: "ماك بوك إير M3: لابتوب الجامعة المثالي؟",
    content:
      "جربنا ماك بوك إير M3 في بيئة جامعية لمدة أسبوعين، وكان أداء البطارية مبهرًا حيث تجاوز 14 ساعة من الاستخدام الفعلي. الجهاز صامت تمامًا لعدم وجود مروحة، والشاشة ممتازة للقراءة الطويلة. نقطة الضعف هي الذاكرة 8 جيجابايت في النسخة الأساسية، ومنفذي USB-C فقط. ننصح به لطلاب التخصصات النظرية والإدارية، ولطلاب التصميم بنسخة 16 جيجابايت.",
    path: "/reviews/macbook-air-m3",
  },
  {
    product: "asus-rog-strix-g16-g614jv-i7-rtx-4060",
    site: "level-up",
    title: "ROG Strix G16 (RTX 4060) review: 1080p high-refresh gaming done right",
    content:
      "In our testing the Strix G16 ran Call of Duty and Forza Horizon 5 above 100 fps at 1080p high settings, and the 165Hz panel makes that smoothness count. Cooling is effective, though Turbo mode is loud enough that you will want headphones. The keyboard is comfortable and the Arabic legends are clear. Battery life is short, as with every gaming laptop. At around 6,300 SAR it is one of the better-balanced RTX 4060 machines in Saudi stores.",
    path: "/reviews/rog-strix-g16-rtx-4060",
  },
  {
    product: "samsung-odyssey-g5-27-qhd-165hz-curved",
    site: "level-up",
    title: 'Odyssey G5 27" review: the budget QHD curved monitor to beat',
    content:
      "The Odyssey G5 delivers deep contrast from its VA panel and a smooth 165Hz experience for PC, while PS5 players get 1440p at 120Hz. The 1000R curve feels immersive at a desk but may look odd for office work. Expect some dark smearing in fast scenes, a common VA trait. Under 1,000 SAR it is hard to find a better value.",
    path: "/reviews/samsung-odyssey-g5-27",
  },
  {
    product: "sony-playstation-5-slim-disc-1tb",
    site: "level-up",
    title: "PS5 Slim review: smaller, quieter, same great games",
    content:
      "The PS5 Slim takes about 30% less space under the TV and runs quieter than the launch model. Storage grows to 1TB, which still fills up fast with today's 100GB games. The detachable disc drive is handy if you buy second-hand games from the local groups. Performance is identical to the original. If you do not own a PS5 yet, this is the one to buy.",
    path: "/reviews/ps5-slim",
  },
  {
    product: "sony-playstation-5-slim-disc-1tb",
    site: "aalam-tech",
    title: "بلايستيشن 5 سليم: حجم أصغر وتخزين أكبر",
    content:
      "النسخة النحيفة من بلايستيشن 5 أخف وأصغر بشكل ملحوظ، وتأتي بذاكرة تخزين 1 تيرابايت بدلًا من 825 جيجابايت. صوت المروحة أهدأ في الألعاب الطويلة، والأداء مطابق للنسخة الأصلية. نسخة الشرق الأوسط تدعم اللغة العربية في القوائم وكثير من الألعاب. القاعدة العمودية تباع منفصلة، وهذا أمر مزعج قليلًا.",
    path: "/reviews/ps5-slim",
  },
  {
    product: "nintendo-switch-oled-white",
    site: "level-up",
    title: "Switch OLED: the best way to play Mario Kart on the go",
    content:
      "The OLED screen transforms handheld play with deep blacks and vivid colours, and the wider kickstand makes tabletop mode actually usable on a plane tray. Performance is unchanged from the original Switch, so some newer games look soft on a big TV. For families with younger kids, it remains the most fun console in the house.",
    path: "/reviews/nintendo-switch-oled",
  },
  {
    product: "lg-55-oled-evo-c3",
    site: "tech-majlis",
    title: "LG C3 OLED review: the best all-round TV at its price",
    content:
      "The C3 delivers perfect blacks, excellent motion and four full HDMI 2.1 ports, making it ideal for movie nights and consoles alike. Brightness is good rather than dazzling, so very sunny rooms favour Mini LED sets. webOS is quick and has Shahid, Netflix and OSN+. Watch out for static news tickers; enable the panel-care features.",
    path: "/reviews/lg-c3-oled",
  },
  {
    product: "lg-55-oled-evo-c3",
    site: "level-up",
    title: "LG C3 for gaming: 120Hz, VRR and almost no input lag",
    content:
      "We paired the C3 with a PS5 and an Xbox Series X and measured input lag under 10 ms in Game Optimizer mode. VRR works with both consoles and Dolby Vision gaming on Xbox looks spectacular. If you play for hours with a static HUD, keep the logo-dimming option on. For gamers, this is the TV to get.",
    path: "/reviews/lg-c3-gaming",
  },
  {
    product: "samsung-65-crystal-uhd-4k-cu7000",
    site: "tech-majlis",
    title: 'Samsung CU7000 65": a lot of screen for the money',
    content:
      "The CU7000 is what it promises: a big, sharp 4K picture with a simple, fast smart platform. Contrast is decent in a dim room, but HDR highlights lack punch and viewing angles are narrow, so seat the family in front of it rather than on the sides. For football and everyday TV in the majlis, it is excellent value.",
    path: "/reviews/samsung-cu7000-65",
  },
  {
    product: "apple-airpods-pro-2-usb-c",
    site: "gadget-souq",
    title: "AirPods Pro 2 (USB-C): still the easiest pick for iPhone owners",
    content:
      "Noise cancelling is excellent on flights and in cafés, and Adaptive Audio blends it with transparency better than anything else we have tried. The USB-C case and IP54 dust rating are small but welcome upgrades. Sound quality is balanced rather than bassy. If you own an iPhone, nothing else pairs and switches as smoothly.",
    path: "/2023/airpods-pro-2-usb-c-review",
  },
  {
    product: "apple-airpods-pro-2-usb-c",
    site: "aalam-tech",
    title: "مراجعة إيربودز برو 2 بمنفذ USB-C",
    content:
      "التغيير الأبرز هو منفذ USB-C في العلبة، ما يعني شاحنًا واحدًا لكل أجهزة أبل الحديثة. عزل الضوضاء من الأفضل في فئته، ووضع الصوت التكيفي مفيد في الشارع والمكتب. جودة المكالمات ممتازة حتى مع الرياح. السعر انخفض كثيرًا في المتاجر السعودية، فإذا كان لديك آيفون فهي الخيار الأسهل.",
    path: "/reviews/airpods-pro-2-usb-c",
  },
  {
    product: "sony-wh-1000xm5-black",
    site: "gadget-souq",
    title: "Sony WH-1000XM5 review: quiet skies, long battery",
    content:
      "On a Riyadh–Jeddah flight the XM5 silenced engine drone almost completely, and 30 hours of battery covers a full week of commuting. Calls are clear thanks to eight microphones. The new design no longer folds, so the case is bulkier than before. If comfort and noise cancelling top your list, they are hard to beat.",
    path: "/2023/sony-wh-1000xm5-review",
  },
  {
    product: "sony-wh-1000xm5-black",
    site: "tech-majlis",
    title: "Sony XM5 vs the rest: why they are still our top headphones",
    content:
      "Two years on, the XM5 remains our reference for noise-cancelling headphones. Sony's app lets you tune the EQ and the automatic ambient mode responds well to changing surroundings. Bose has caught up on comfort, but the XM5's call quality and multipoint reliability keep it ahead for office workers. Look for them during White Friday, when they often drop below 1,100 SAR.",
    path: "/reviews/sony-wh-1000xm5",
  },
  {
    product: "jbl-flip-6-blue",
    site: "gadget-souq",
    title: "JBL Flip 6: the speaker to take to every kashta",
    content:
      "The Flip 6 survived sand, spilled tea and a dunk in a cooler during our tests, thanks to its IP67 rating. The separate tweeter makes vocals clearer than the Flip 5, and bass is impressive for the size. Twelve hours of battery covers an evening outdoors. There is no aux input and no speakerphone, so it is strictly for music.",
    path: "/2023/jbl-flip-6-review",
  },
  {
    product: "samsung-9kg-front-load-washer-ecobubble-ww90t4040ce",
    site: "daleel",
    title: "غسالة سامسونج إيكو بابل 9 كجم: هدوء وتوفير",
    content:
      "اختبرنا الغسالة مع أحمال مختلفة من الثياب والشمغ والمفارش، وكانت نتائج التنظيف ممتازة حتى في البرامج الباردة بفضل تقنية الفقاعات. المحرك هادئ جدًا ويمكن تشغيلها ليلًا دون إزعاج. برنامج البخار مفيد للمصابين بالحساسية. ننصح بطلب التركيب مع الشراء، وأغلب المتاجر تقدمه مجانًا داخل المدن الرئيسية.",
    path: "/reviews/samsung-ecobubble-9kg",
  },
  {
    product: "gree-pular-split-ac-18000-btu-cooling",
    site: "daleel",
    title: "مكيف جري بولار 18 ألف: لماذا هو الأكثر مبيعًا؟",
    content:
      "يجمع مكيف جري بولار بين سعر معقول وتبريد قوي يتحمل حرارة الصيف التي تتجاوز 50 درجة. في اختبارنا لغرفة مساحتها 20 مترًا مربعًا وصلت الحرارة إلى 23 درجة خلال ربع ساعة. الصوت مقبول، وقطع الغيار متوفرة بكثرة. الكمبروسر ليس إنفرتر، لذلك يستهلك كهرباء أكثر من الموديلات الأغلى. خيار عملي لمن يبحث عن الاعتمادية.",
    path: "/reviews/gree-pular-18000",
  },
  {
    product: "lg-dual-inverter-split-ac-24000-btu",
    site: "daleel",
    title: "إل جي ديول إنفرتر 24 ألف: استثمار يعود في فاتورة الكهرباء",
    content:
      "سعر هذا المكيف أعلى من المكيفات العادية، لكن الفرق في الاستهلاك واضح خلال أشهر الصيف الطويلة. قسنا الاستهلاك لمدة أسبوعين ووجدناه أقل بنحو 40٪ من مكيف روتاري بالقدرة نفسها. التشغيل عبر التطبيق مفيد لتبريد البيت قبل الوصول. ننصح به للصالات والمجالس الكبيرة التي تعمل فيها المكيفات لساعات طويلة.",
    path: "/reviews/lg-dual-inverter-24000",
  },
  {
    product: "dyson-v15-detect-absolute",
    site: "daleel",
    title: "دايسون V15 ديتكت: هل يستحق سعره المرتفع؟",
    content:
      "الليزر الأخضر يكشف الغبار الناعم على الرخام والبورسلان بطريقة تجعلك ترى المنزل بشكل مختلف، والشفط قوي جدًا مع الرمل الذي يدخل من الأبواب. البطارية تكفي شقة متوسطة في الوضع العادي لكنها تنفد سريعًا في الوضع الأقصى. السعر مرتفع، لكن جودة التصنيع والملحقات الكثيرة تبرر جزءًا كبيرًا منه.",
    path: "/reviews/dyson-v15-detect",
  },
  {
    product: "dyson-v15-detect-absolute",
    site: "gadget-souq",
    title: "Dyson V15 Detect: the laser is not a gimmick",
    content:
      "We expected the laser head to be a party trick, but it genuinely changes how you clean hard floors. The particle counter is more interesting than useful. Suction on carpets is excellent and the anti-tangle brush handles long hair well. Run time in Boost is short, so buy a second battery if you have a large villa.",
    path: "/2024/dyson-v15-detect-review",
  },
  {
    product: "ninja-foodi-dual-zone-air-fryer-af300me",
    site: "daleel",
    title: "قلاية نينجا بسلتين: وجبة كاملة في وقت واحد",
    content:
      "ميزة السلتين المستقلتين هي الأهم هنا؛ يمكنك طهي الدجاج في سلة والبطاطس في الأخرى، وتضبط القلاية التوقيت لينتهي الطبقان معًا. النتيجة مقرمشة ومتساوية، والتنظيف سهل لأن القطع تدخل غسالة الصحون. الحجم كبير على سطح المطبخ، فتأكد من المساحة قبل الشراء. ممتازة للعائلات من أربعة أشخاص فأكثر.",
    path: "/reviews/ninja-dual-zone-af300",
  },
  {
    product: "delonghi-dedica-style-ec685-m",
    site: "gadget-souq",
    title: "De'Longhi Dedica review: a proper espresso machine for small kitchens",
    content:
      "At only 15 cm wide, the Dedica fits where most espresso machines will not. With freshly ground beans it pulls a good shot, and the steam wand can produce decent microfoam once you remove the panarello sleeve. The included pressurised baskets are forgiving for beginners. Pair it with a proper grinder for the best results.",
    path: "/2023/delonghi-dedica-review",
  },
  {
    product: "sony-alpha-7-iv-body",
    site: "lens-dunes",
    title: "Sony A7 IV review: the hybrid camera for Saudi event shooters",
    content:
      "We shot a wedding, a desert portrait session and a car meet with the A7 IV. Eye autofocus never lost our subjects, even in dim wedding halls, and the 33MP files leave room to crop. 10-bit 4K video grades beautifully, though 4K 60p is cropped. Battery life comfortably covered a six-hour event with one spare. A superb all-rounder.",
    path: "/reviews/sony-a7-iv",
  },
  {
    product: "gopro-hero12-black",
    site: "lens-dunes",
    title: "GoPro HERO12 Black: tested on the reefs of the Red Sea",
    content:
      "Stabilisation is so good that dune-bashing footage looks like it was filmed on a gimbal. HDR video helps with harsh midday light, though low-light footage is still noisy. We dived to 10 metres without a housing with no issues. The GPS from older models is gone, which matters if you like speed overlays.",
    path: "/reviews/gopro-hero12-black",
  },
  {
    product: "dji-mini-4-pro-dji-rc-2",
    site: "lens-dunes",
    title: "DJI Mini 4 Pro review: big-drone features in a small body",
    content:
      "The Mini 4 Pro adds omnidirectional obstacle sensing and ActiveTrack that held onto a moving 4x4 across the dunes. 4K 60 HDR footage is crisp and true vertical shooting is perfect for social media. Remember to register the drone and check no-fly zones near airports and government sites before flying in the Kingdom.",
    path: "/reviews/dji-mini-4-pro",
  },
  {
    product: "dji-mini-4-pro-dji-rc-2",
    site: "aalam-tech",
    title: "مراجعة DJI ميني 4 برو: أفضل درون للمبتدئين",
    content:
      "وزن الدرون أقل من 249 جرامًا، وهذا يجعل حملها في السفر سهلًا. مستشعرات تفادي العوائق من جميع الجهات تمنح المبتدئ ثقة كبيرة، وجودة التصوير 4K ممتازة في غروب الشمس. الرياح القوية في المناطق المفتوحة تؤثر على ثباتها أحيانًا. تأكد من الأنظمة المحلية وتسجيل الدرون قبل الطيران.",
    path: "/reviews/dji-mini-4-pro",
  },
  {
    product: "dior-sauvage-eau-de-parfum-100ml",
    site: "oud-notes",
    title: "Dior Sauvage EDP: why it is everywhere, and whether you should join in",
    content:
      "The EDP softens the sharp ambroxan of the original with a warm vanilla and nutmeg drydown. Projection is strong for the first three hours and it lasts a working day, even in the heat. It is a safe crowd-pleaser, which is exactly its weakness: you will smell it at every gathering. Buy from authorised retailers; fakes are common online.",
    path: "/reviews/dior-sauvage-edp",
  },
  {
    product: "lattafa-khamrah-eau-de-parfum-100ml",
    site: "oud-notes",
    title: "Lattafa Khamrah: a gourmand that punches far above its price",
    content:
      "Khamrah opens with cinnamon and sticky dates, then settles into a praline and vanilla base that lasts well over eight hours. It is sweet and heavy, so better for winter evenings than summer afternoons. For around 100 SAR, the quality is remarkable, and it is a great introduction to Arabian gourmand fragrances.",
    path: "/reviews/lattafa-khamrah",
  },
];
